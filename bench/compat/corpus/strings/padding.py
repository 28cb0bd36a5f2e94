for w in ["7", "42", "abc"]:
    print("[" + w.zfill(5) + "]", "[" + w.center(9, "*") + "]", "[" + w.ljust(6) + "]", "[" + w.rjust(6, ".") + "]")
print("-5".zfill(4))
