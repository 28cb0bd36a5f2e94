from itertools import zip_longest, takewhile, dropwhile

lines = [l for l in context.splitlines() if l.startswith("id=")]
alice = [l.split("amount=")[1].split()[0] for l in lines if "user=alice" in l]
frank = [l.split("amount=")[1].split()[0] for l in lines if "user=frank" in l]
print(len(alice), len(frank))
for i, (a, f) in enumerate(zip_longest(alice, frank, fillvalue="-")):
    if i >= 22:
        break
    if i % 4 == 0 or a == "-":
        print(f"{i:2} {a:>7} {f:>7}")
print(list(zip_longest("ab", [1, 2, 3], (True,))))
ids = [int(l.split()[0][3:]) for l in lines]
print(list(takewhile(lambda x: x < 8, ids)))
tail = list(dropwhile(lambda x: x < 190, ids))
print(tail)
amts = [float(a) for a in alice]
print(list(takewhile(lambda a: a > 50, amts)))
print(list(dropwhile(lambda a: a > 50, amts))[:3])
print(list(zip(*[(1, "a"), (2, "b"), (3, "c")])))
