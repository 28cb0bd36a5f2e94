print("-" * 20)
print("ab" * 3 + "c")
print(("x" + "y") * 2)
