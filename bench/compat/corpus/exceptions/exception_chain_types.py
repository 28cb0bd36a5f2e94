errors = []
for v in ["1", "a", None, "3.5"]:
    try:
        errors.append(int(v))
    except ValueError as e:
        errors.append("VE")
    except TypeError as e:
        errors.append("TE")
print(errors)
try:
    raise ValueError("bad value %d" % 3)
except Exception as e:
    print(type(e).__name__, e, repr(e))
