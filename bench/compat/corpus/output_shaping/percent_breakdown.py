from collections import Counter

msgs = Counter()
for line in context.splitlines():
    if 'msg="' in line:
        words = line.split('msg="')[1].rstrip('"').split()
        kind = " ".join(w for w in words[:2] if not w.isdigit())
        msgs[kind] += 1

total = sum(msgs.values())
# Largest-remainder rounding so the percentages sum to exactly 100
raw = {k: v * 100 / total for k, v in msgs.items()}
floored = {k: int(v) for k, v in raw.items()}
short = 100 - sum(floored.values())
for k in sorted(raw, key=lambda k: raw[k] - floored[k], reverse=True)[:short]:
    floored[k] += 1

for kind, n in msgs.most_common():
    print(f"{kind:<16} {n:>3}  {raw[kind]:6.2f}%  ~{floored[kind]:>2}%  {'▇' * floored[kind]}")
print("sum of rounded:", sum(floored.values()), "| sum of raw:", round(sum(raw.values()), 10))
print(f"{'Category':<16}|{'Share':>8}")
print(f"{'':-<16}+{'':->8}")
for kind, n in sorted(msgs.items()):
    print(f"{kind:<16}|{n / total:>8.1%}")
