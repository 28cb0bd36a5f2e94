xs = list(range(10))
print(xs[2:8:2], xs[::-1][:3], xs[-2:])
xs[1:3] = ["a", "b", "c"]
print(xs)
del xs[0]
print(xs[:4])
