from collections import defaultdict

nested = defaultdict(lambda: defaultdict(list))
for line in context.splitlines():
    if "user=" not in line:
        continue
    kv = dict(tok.split("=", 1) for tok in line.split() if "=" in tok and not tok.startswith("msg"))
    nested[kv["user"]][kv["label"]].append(float(kv["amount"]))

for user in sorted(nested):
    labels = nested[user]
    parts = []
    for label in sorted(labels, key=lambda l: (-len(labels[l]), l)):
        vals = labels[label]
        parts.append(f"{label}:{len(vals)}/{sum(vals):.1f}")
    print(f"{user:6} " + ", ".join(parts))

plain = {u: {l: round(sum(v) / len(v), 2) for l, v in sorted(d.items())} for u, d in sorted(nested.items())}
print(plain["alice"])
print(plain.get("zoe", "no such user"))
fav = {u: max(d, key=d.get) for u, d in plain.items()}
freq = {u: max(d, key=lambda l: (len(d[l]), l)) for u, d in nested.items()}
print(freq)
print(fav)
