from collections import defaultdict

totals = defaultdict(float)
counts = defaultdict(int)
for line in context.split("\n"):
    if not line.startswith("id="):
        continue
    fields = {}
    for tok in line.split(' msg=')[0].split(' '):
        k, v = tok.split('=')
        fields[k] = v
    totals[fields['user']] += float(fields['amount'])
    counts[fields['user']] += 1

for user in sorted(totals, key=totals.get, reverse=True):
    avg = totals[user] / counts[user]
    print(f"{user:<6} n={counts[user]:>3} total={totals[user]:>9.2f} avg={avg:.3f}")
print(dict(counts))
print(round(sum(totals.values()), 2))
