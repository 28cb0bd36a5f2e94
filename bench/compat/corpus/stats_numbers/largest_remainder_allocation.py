from collections import Counter
import math

counts = Counter(l.split()[5].split("=")[1] for l in context.splitlines() if l.startswith("id="))
total = sum(counts.values())
raw = {k: 100 * v / total for k, v in sorted(counts.items())}
print({k: round(v, 4) for k, v in raw.items()})
naive = {k: round(v) for k, v in raw.items()}
print("naive rounding:", naive, "sum:", sum(naive.values()))

def allocate(shares, seats):
    floors = {k: math.floor(v) for k, v in shares.items()}
    left = seats - sum(floors.values())
    order = sorted(shares, key=lambda k: (shares[k] - floors[k], k), reverse=True)
    for k in order[:left]:
        floors[k] += 1
    return floors

alloc = allocate(raw, 100)
print("largest remainder:", alloc, "sum:", sum(alloc.values()))
budget = 1000
amounts = Counter()
for l in context.splitlines():
    if l.startswith("id="):
        amounts[l.split()[2][6:]] += float(l.split()[3][7:])
grand = sum(amounts.values())
scaled = {k: budget * v / grand for k, v in amounts.items()}
dollars = allocate(scaled, budget)
for k in sorted(dollars):
    print(f"{k:6} exact={scaled[k]:8.3f} alloc={dollars[k]:4d} diff={dollars[k] - scaled[k]:+.3f}")
print(sum(dollars.values()))
