rows = []
for line in context.splitlines():
    if line.startswith("id="):
        head = line.split(' msg=')[0]
        rows.append([tok.split("=", 1)[1] for tok in head.split()])

cols = list(zip(*rows))
names = ["id", "user", "label", "amount", "ts", "region"]
table = dict(zip(names, cols))
print(len(cols), [len(c) for c in cols])
print({k: v[:3] for k, v in table.items()})

amounts = list(map(float, table["amount"]))
for i, (rid, amt) in enumerate(zip(table["id"], amounts), start=1):
    if i > 4:
        break
    print(i, rid, amt)

pairs = list(zip(amounts, amounts[1:]))
ups = sum(1 for a, b in pairs if b > a)
print("ups:", ups, "downs:", len(pairs) - ups)
try:
    list(zip([1, 2, 3], ["a", "b"], strict=True))
except ValueError as e:
    print(type(e).__name__, e)
from itertools import zip_longest
print(list(zip_longest("abc", [1, 2], fillvalue="-")))
uz_a, uz_b = zip(*[(1, "x"), (2, "y"), (3, "z")])
print(uz_a, uz_b)
