lines = context.splitlines()
# find first line after index 60 whose amount > 190, scanning manually
i = 60
found = None
while i < len(lines):
    line = lines[i]
    if line.startswith("id="):
        amt = float(line.split("amount=")[1].split()[0])
        if amt > 190:
            found = (i, line.split()[0])
            break
    i += 1
else:
    print("none found")
print("found:", found)
# binary-search-like probe on sorted amounts
amts = sorted(float(l.split("amount=")[1].split()[0]) for l in lines if "amount=" in l)
lo, hi = 0, len(amts)
target = 100.0
steps = 0
while lo < hi:
    mid = (lo + hi) // 2
    steps += 1
    if amts[mid] < target:
        lo = mid + 1
    else:
        hi = mid
print("first >= 100 at", lo, amts[lo], "steps", steps)
n = 0
for line in lines:
    if "NOTE" in line:
        continue
    if "prize" not in line:
        continue
    n += 1
    if n == 3:
        print("third prize line:", line.split()[0])
print("prize lines:", n)
