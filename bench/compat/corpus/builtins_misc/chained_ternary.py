import re

amounts = [float(a) for a in re.findall(r"amount=([\d.]+)", context)]
def band(a):
    return "low" if a < 50 else "mid" if a < 150 else "high"
print([band(a) for a in amounts[:10]])
print(sum(1 for a in amounts if 50 <= a < 150), sum(50 <= a < 150 for a in amounts))
x = 5
print(1 < x < 10, 1 < x > 3, 10 > x >= 5 > 4, x == 5 == 5.0, 1 < 2 < 3 < 2, 0 == 0 < 1)
print(0 < 1 == True, (1 < 2) == True, "a" < "b" < "c", [1] < [2] <= [2])
hours = [int(h) for h in re.findall(r"T(\d\d):", context)]
shifts = ["night" if h < 6 else ("morning" if h < 12 else "afternoon" if h < 18 else "evening") for h in hours]
counts = {s: shifts.count(s) for s in ("night", "morning", "afternoon", "evening")}
print(counts)
label = lambda n: f"{n} record{'s' if n != 1 else ''}"
print(label(0), label(1), label(2))
status = {u: ("active" if n > 25 else "idle") for u, n in
          sorted({u: len(re.findall(f"user={u}", context)) for u in ("alice", "bob", "erin")}.items())}
print(status)
y = None
z = y if y is not None else "default"
w = (y or 0) + 1
print(z, w, "even" if len(amounts) % 2 == 0 else "odd", x if x > 3 else -x)
