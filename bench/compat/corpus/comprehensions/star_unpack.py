a = [1, 2]
b = [3]
print([*a, *b, 4])
d1 = {"x": 1}
d2 = {"y": 2, "x": 3}
print({**d1, **d2})
print((*a, 9))
