from itertools import chain
print(list(chain([1, 2], (3,), "ab")))
print(list(chain.from_iterable([[1], [2, 3], []])))
