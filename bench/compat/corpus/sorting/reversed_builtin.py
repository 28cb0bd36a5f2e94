print(list(reversed([1, 2, 3])), "".join(reversed("abc")))
print(list(reversed(range(4))))
