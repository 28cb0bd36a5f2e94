lines = context.splitlines()[:5]
d = {i: len(l) for i, l in enumerate(lines)}
print(d)
print({k: v for k, v in d.items() if v > 60})
