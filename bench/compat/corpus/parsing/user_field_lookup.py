def get_field(line, key, default=None, cast=str):
    marker = key + "="
    i = line.find(marker)
    if i < 0:
        return default
    j = line.find(" ", i)
    raw = line[i + len(marker): j if j != -1 else None]
    try:
        return cast(raw)
    except ValueError:
        return default

lines = context.splitlines()
for ln in [lines[0], lines[24], lines[49]]:
    print(get_field(ln, "id", cast=int), get_field(ln, "amount", 0.0, float),
          get_field(ln, "region", "?"), get_field(ln, "ts", "n/a"))

vals = [get_field(l, "amount", None, float) for l in lines]
missing = vals.count(None)
print("missing amounts:", missing)
present = [v for v in vals if v is not None]
print(f"mean={sum(present)/len(present):.3f}")
print(get_field(lines[0], "label", cast=int), get_field(lines[0], "msg"))
