from itertools import zip_longest

names = ["cpu", "mem", "disk"]
values = [0.73, 0.41, 0.88]
units = ["%", "%", "%"]
for n, v, u in zip(names, values, units, strict=True):
    print(f"{n:<5} {v * 100:5.1f}{u}")
try:
    list(zip(names, [1, 2], strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip([1, 2], names, strict=True))
except ValueError as e:
    print("ValueError:", e)
print(list(zip(*[(1, "a"), (2, "b"), (3, "c")])))
print(dict(zip_longest("abcd", range(2))))
matrix = [[1, 2, 3], [4, 5, 6]]
print([sum(col) for col in zip(*matrix)], list(map(list, zip(*matrix))))
