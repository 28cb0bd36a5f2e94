t = (1, 2, 2, 3)
print(t.count(2), t.index(3), t + (4,), t * 2, t[1:], len(t))
