lines = [l for l in context.splitlines() if l.startswith("id=")]
first, second, *middle, last = lines
print(first.split()[0], second.split()[0], len(middle), last.split()[0])

head, *tail = lines[0].split(" msg=")[0].split()
print(head, tail)

for rid, user, *_, region in (l.split(" msg=")[0].split() for l in lines[:4]):
    print(rid[3:], user[5:], region[7:])

(a, b), *others = [(1, 2), (3, 4), (5, 6)]
print(a, b, others)

users = [l.split()[1][5:] for l in lines]
regions = [l.split()[5][7:] for l in lines]
merged = [*dict.fromkeys(users), *sorted(dict.fromkeys(regions))]
print(merged)
base = {"model": "small", "temp": 0.0}
cfg = {**base, "temp": 0.7, **{"max_tokens": 64}}
print(cfg)
print(*users[:5], sep=" | ")
print(max(*[3, 9, 2]), [*range(3), *"ab"])
x, *y = "z"
print(x, y)
