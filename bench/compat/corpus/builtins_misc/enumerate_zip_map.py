lines = [l for l in context.splitlines() if l.startswith("id=")]
users = [l.split()[1].split("=")[1] for l in lines]
amounts = list(map(float, (l.split()[3][7:] for l in lines)))
for i, (u, a) in enumerate(zip(users, amounts), start=1):
    if i > 5:
        break
    print(i, u, a)
print(list(enumerate("abc", 10)))
big = list(filter(lambda a: a > 190, amounts))
print(big, len(big))
print(list(filter(None, [0, 1, "", "x", None, [], [0], 0.0, False, True])))
print(list(map(lambda u, a: f"{u[0].upper()}{a:.0f}", users[:4], amounts[:4])))
print(list(zip(users[:3], amounts[:3], range(3))))
print(list(zip("abcd", [1, 2])), dict(zip(users[:4], amounts[:4])))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print("ValueError:", e)
pos = {u: i for i, u in reversed(list(enumerate(users)))}
print(pos)
print(*map(str.upper, users[:3]), sep=", ", end="!\n")
print(sum(map(len, users)), list(map(int, "1 2 3".split())))
