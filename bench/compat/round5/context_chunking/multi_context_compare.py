context_0 = "\n".join(f"item-{i}: {i * 3}" for i in range(20))
context_1 = "\n".join(f"item-{i}: {i * 3 + (1 if i % 5 == 0 else 0)}" for i in range(2, 24))
context = context_0

def parse(ctx):
    d = {}
    for line in ctx.splitlines():
        k, v = line.split(": ")
        d[k] = int(v)
    return d

a, b = parse(context_0), parse(context_1)
only_a = sorted(set(a) - set(b), key=lambda k: int(k.split("-")[1]))
only_b = sorted(set(b) - set(a), key=lambda k: int(k.split("-")[1]))
changed = sorted((k for k in set(a) & set(b) if a[k] != b[k]), key=lambda k: int(k.split("-")[1]))
print("only in 0:", only_a)
print("only in 1:", only_b)
print("changed:")
for k in changed:
    print(f"  {k}: {a[k]} -> {b[k]} ({b[k] - a[k]:+d})")
print("context is context_0:", context is context_0)
