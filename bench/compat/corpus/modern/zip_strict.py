lines = [l for l in context.splitlines() if l.startswith("id=")]
ids = [int(l.split()[0][3:]) for l in lines]
users = [l.split()[1][5:] for l in lines]
amounts = [float(l.split()[3][7:]) for l in lines]

table = list(zip(ids, users, amounts, strict=True))
print(len(table), table[:3])
per_user = {}
for _id, u, a in zip(ids, users, amounts, strict=True):
    per_user.setdefault(u, []).append(_id)
print({u: v[:3] for u, v in per_user.items()})
try:
    list(zip(ids, users[:-1], strict=True))
except ValueError as e:
    print("ValueError:", e)
try:
    list(zip(ids[:3], users, amounts, strict=True))
except ValueError as e:
    print("ValueError:", e)
print(list(zip("ab", [1, 2, 3])))
transposed = list(zip(*table[:4]))
print(transposed[1])
print(dict(zip(users[:6], amounts[:6], strict=True)))
