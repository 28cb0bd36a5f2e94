name = "alice"
n = 3
print(f"{name} has {n} items")
print(f"{name!r} {n + 1} {n * 2.5}")
