print(True + True, True and "x", None or "dflt", 0 or [], not [], [] is not None)
print(1 < 2 < 3, 3 > 2 > 2, 1 == 1.0)
