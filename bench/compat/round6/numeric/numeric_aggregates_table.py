context = """sensor,reading
a,10.5
b,7
a,11.25
c,
b,6.5
a,9.75
c,n/a
b,8
d,-2"""

from collections import defaultdict
vals = defaultdict(list)
skipped = 0
for line in context.splitlines()[1:]:
    name, raw = line.split(",")
    try:
        vals[name].append(float(raw))
    except ValueError:
        skipped += 1
print(f"{'sensor':<7}{'n':>3}{'min':>8}{'max':>8}{'mean':>9}{'range':>8}")
for name in sorted(vals):
    v = vals[name]
    if not v:
        print(f"{name:<7}{0:>3}  (no valid readings)")
        continue
    print(f"{name:<7}{len(v):>3}{min(v):>8.2f}{max(v):>8.2f}{sum(v) / len(v):>9.3f}{max(v) - min(v):>8.2f}")
print("skipped", skipped, "missing sensors", sorted(set("abcde") - vals.keys()))
allv = sorted(x for v in vals.values() for x in v)
print(allv, sum(allv), round(sum(allv) / len(allv), 4))
