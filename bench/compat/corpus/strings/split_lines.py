lines = context.splitlines()
print(len(lines))
print(lines[0])
print(lines[-1])
