from functools import reduce
print(reduce(lambda a, b: a * b, range(1, 6)))
print(reduce(lambda acc, w: acc + len(w), ["ab", "cde"], 0))
