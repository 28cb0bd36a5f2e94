lines = [l for l in context.splitlines() if l.startswith("id=")]
ids = [int(l.split()[0][3:]) for l in lines]
users = [l.split()[1].split("=")[1] for l in lines]
amounts = [float(l.split()[3].split("=")[1]) for l in lines]
for i, (rid, u, a) in enumerate(zip(ids, users, amounts), start=1):
    if i > 5:
        break
    print(f"{i:>2}. #{rid:<4}{u:<6}{a:>8.2f}")
deltas = [round(b - a, 2) for a, b in zip(amounts, amounts[1:])]
print("deltas:", deltas[:8])
print("max jump:", max(deltas), "at", deltas.index(max(deltas)))
gaps = [b - a for a, b in zip(ids, ids[1:]) if b - a != 1]
print("id gaps:", gaps)
pairs = dict(zip(ids[:4], users[:4]))
print(pairs)
a, b = zip(*[(1, "x"), (2, "y"), (3, "z")])
print(a, b)
print(list(zip("abc", range(10))))
for idx, u in reversed(list(enumerate(users[:3]))):
    print(idx, u)
