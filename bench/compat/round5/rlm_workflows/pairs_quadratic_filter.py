from itertools import combinations
users = {}
for i in range(12):
    uid = 500 + i * 3
    users[uid] = {"labels": {("location", "entity", "numeric")[i % 3], ("human", "abbrev")[i % 2]}, "n": i % 4 + 1}
context = "\n".join(f"User {u}: {', '.join(sorted(d['labels']))} (x{d['n']})" for u, d in users.items())
parsed = {}
for line in context.splitlines():
    head, rest = line.split(": ", 1)
    labels_txt, count_txt = rest.rsplit(" (x", 1)
    parsed[int(head.split()[1])] = (set(labels_txt.split(", ")), int(count_txt.rstrip(")")))
pairs = []
for a, b in combinations(sorted(parsed), 2):
    la, lb = parsed[a][0], parsed[b][0]
    if "location" in la | lb and "human" in la & lb:
        pairs.append((a, b))
print(len(parsed), "users,", len(pairs), "pairs")
print(pairs[:6])
gold = set(pairs[::2])
pred = set(pairs[:len(pairs) // 2])
tp = len(gold & pred)
prec, rec = tp / len(pred), tp / len(gold)
print(f"P={prec:.3f} R={rec:.3f} F1={2 * prec * rec / (prec + rec):.3f}")
