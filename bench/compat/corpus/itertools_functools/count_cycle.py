from itertools import count, cycle
c = count(10, 5)
print(next(c), next(c), next(c))
cy = cycle("ab")
print([next(cy) for _ in range(5)])
