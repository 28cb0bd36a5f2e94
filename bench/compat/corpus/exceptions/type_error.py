try:
    "a" + 1
except TypeError:
    print("type error")
try:
    len(5)
except TypeError:
    print("len error")
