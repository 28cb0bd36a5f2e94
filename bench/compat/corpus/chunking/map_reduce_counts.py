from collections import Counter
chunks = [context[i:i + 4096] for i in range(0, len(context), 4096)]
partial = [Counter(w for w in c.split() if w.startswith("label=")) for c in chunks]
total = Counter()
for p in partial:
    total.update(p)
print(sorted(total.items()))
