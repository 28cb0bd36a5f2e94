it = iter(range(3))
print(next(it), next(it), list(it))
print(list(iter([])))
