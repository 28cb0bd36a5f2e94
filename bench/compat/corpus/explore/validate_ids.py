import re
ids = [int(x) for x in re.findall(r"^id=(\d+)", context, flags=re.M)]
expected = set(range(1, 201)) - set(range(25, 201, 25))
print(len(ids), len(expected))
print("missing:", sorted(expected - set(ids)))
print("extra:", sorted(set(ids) - expected))
print("sorted ascending:", ids == sorted(ids))
print("gaps:", [b for a, b in zip(ids, ids[1:]) if b - a != 1][:8])
