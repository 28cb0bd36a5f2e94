line = context.splitlines()[0]
print("user=" in line, "nope" not in line)
print([w for w in ["spam", "ham", "eggs"] if w in context])
