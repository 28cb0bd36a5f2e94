print([x * x for x in range(10) if x % 2 == 0])
print([(x, y) for x in range(3) for y in range(x)])
