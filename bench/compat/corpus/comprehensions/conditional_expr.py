vals = [-2, 0, 3]
print(["neg" if v < 0 else "zero" if v == 0 else "pos" for v in vals])
