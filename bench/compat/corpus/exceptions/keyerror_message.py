d = {"a": 1}
try:
    d["b"]
except KeyError as e:
    print("KeyError", e, repr(e))
try:
    [][3]
except IndexError as e:
    print(e)
