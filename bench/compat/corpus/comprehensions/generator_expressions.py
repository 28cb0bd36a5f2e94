data = [3, 1, 4, 1, 5, 9, 2, 6]
print(sum(x for x in data if x % 2), max((x, i) for i, x in enumerate(data)), sorted(set(data))[-3:])
print(any(x > 8 for x in data), all(x > 0 for x in data), next(x for x in data if x > 3))
