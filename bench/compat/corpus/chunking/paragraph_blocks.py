blocks = context.split("\n\n")
print(len(blocks))
print(context.count("\n") + 1 == len(context.splitlines()) + (1 if context.endswith("\n") else 0))
