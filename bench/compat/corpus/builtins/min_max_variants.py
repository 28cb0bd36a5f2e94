print(max("apple", "pear", key=len), min([4, 2, 8], key=lambda v: -v), max([], default=None))
print(max(3, 7), min("b", "a"), max([1.5, 2]))
