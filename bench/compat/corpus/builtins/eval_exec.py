print(eval("1 + 2 * 3"))
ns = {}
exec("z = 10", ns)
print(ns["z"])
