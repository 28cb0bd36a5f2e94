a = list(range(10))
a[::2] = [0] * 5
print(a)
b = a[:]
b.reverse()
print(b[:3], a.index(9))
