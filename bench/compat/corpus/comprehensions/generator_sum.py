print(sum(len(l) for l in context.splitlines()))
print(max(len(l) for l in context.splitlines()))
