def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]

vocabulary = ["invoice", "inventory", "shipment", "customer", "payment", "refund", "warehouse"]
context = "invoise custmer paymnet refnud warehose shipmint inventroy xyzzy"

for word in context.split():
    scored = sorted((levenshtein(word, v), v) for v in vocabulary)
    dist, best = scored[0]
    if dist <= 2:
        print(f"{word:<10} -> {best:<10} (distance {dist})")
    else:
        print(f"{word:<10} -> ?          (closest {best}, distance {dist})")

matrix = [[levenshtein(a, b) for b in vocabulary[:4]] for a in vocabulary[:4]]
for name, row in zip(vocabulary[:4], matrix):
    print(f"{name:>10}", " ".join(f"{d:2d}" for d in row))
