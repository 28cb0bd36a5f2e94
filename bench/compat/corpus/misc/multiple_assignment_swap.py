a, b = 1, 2
a, b = b, a
x = y = []
x.append(1)
print(a, b, y)
i, (j, k) = 0, (1, 2)
print(i + j + k)
