from itertools import count
names = ["ann", "bob", "cy"]
scores = [88, 92, 75]
for rank, (n, s) in enumerate(sorted(zip(names, scores), key=lambda t: -t[1]), start=1):
    print(f"#{rank} {n:<4}{s}")
ids = count(1000, 7)
tickets = {n: next(ids) for n in names}
print(tickets)
print(list(zip(range(3), "abc", [True, False, None])))
try:
    list(zip([1, 2], [3], strict=True))
except ValueError as e:
    print("ValueError:", e)
pairs = [(1, "a"), (2, "b"), (3, "c")]
nums, lets = zip(*pairs)
print(nums, lets)
print(dict(enumerate("xyz", 10)))
