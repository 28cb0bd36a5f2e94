print(len("abc"), len([1, 2]), len({"a": 1}), len(range(10)), len((1,)))
print(int("42"), float("2.5"), str(3), bool(""), bool("x"), list("ab"), tuple([1, 2]))
