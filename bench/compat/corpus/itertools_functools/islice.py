from itertools import islice
lines = iter(context.splitlines())
for l in islice(lines, 3):
    print(l[:20])
print(list(islice(range(100), 5, 20, 5)))
