first, *middle, last = [1, 2, 3, 4, 5]
print(first, middle, last)
(a, b), c = (1, 2), 3
print(a, b, c)
