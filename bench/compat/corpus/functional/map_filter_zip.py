lines = [l for l in context.splitlines() if l.startswith("id=")]
ids = list(map(lambda l: int(l.split()[0][3:]), lines))
amounts = list(map(float, (l.split("amount=")[1].split()[0] for l in lines)))
users = [l.split()[1].split("=")[1] for l in lines]

print(ids[:5], amounts[:5], users[:5])
big = list(filter(lambda pair: pair[1] > 180, zip(ids, amounts)))
print(len(big), big[:4])
print(list(filter(None, [0, 1, "", "a", None, [], [0]])))
print(list(map(str.upper, users[:3])))
print(list(map(lambda a, b: f"{a}:{b}", ids[:3], users[:3])))
print(list(map(pow, [2, 3, 4], [5, 2, 1])))
print(dict(zip(users[:8], ids[:8])))
idx, us = zip(*[(i, u) for i, u in zip(ids, users) if u == "alice"][:5])
print(idx, us)
pairs = list(zip(ids, ids[1:], ids[2:]))[:3]
print(pairs)
print(list(zip("abc", [1, 2])))
try:
    list(zip([1, 2, 3], "ab", strict=True))
except ValueError as e:
    print("ValueError:", e)
print(sum(map(len, lines)) / len(lines))
