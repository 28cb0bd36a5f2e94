s = context.splitlines()[1]
t = s.replace("=", ": ").replace('"', "'")
print(t[:60])
print("aaa".replace("a", "b", 2))
