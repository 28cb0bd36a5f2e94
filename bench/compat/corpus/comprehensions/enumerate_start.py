for i, l in enumerate(context.splitlines()[:3], start=1):
    print(i, l[:12])
print(list(enumerate("ab", 10)))
