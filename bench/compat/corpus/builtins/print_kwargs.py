print("a", "b", sep="-", end="!\n")
print("x", end="")
print()
print(*[1, 2, 3], sep=", ")
