x = 5
print(eval('f"{x:03d}"'), eval("[*range(2), *'ab']"))
exec('def h(a, /, *b):\n    return f"{a}-{b}"\nprint(h(1, *[2], *[3]))')
ns = {}
exec("y = 1_000", ns)
print(ns["y"])
