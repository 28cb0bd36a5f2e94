# For each window between NOTE checkpoints, compute record count and total amount,
# then check whether reported error counts track the alert counts in that window.
windows = []
current = {"n": 0, "total": 0.0, "alerts": 0}
prev_claim = 0
for line in context.splitlines():
    if line.startswith("NOTE"):
        claim = int(line.split(":")[1].split()[0])
        current["claimed_new"] = claim - prev_claim
        prev_claim = claim
        windows.append(current)
        current = {"n": 0, "total": 0.0, "alerts": 0}
        continue
    current["n"] += 1
    current["total"] += float(line.split("amount=")[1].split()[0])
    current["alerts"] += "label=alert" in line

print(f"{'win':>3} {'n':>3} {'total':>9} {'alerts':>6} {'claimed':>7}")
for i, w in enumerate(windows, 1):
    flag = "" if w["alerts"] == w["claimed_new"] else " <-- differs"
    print(f"{i:>3} {w['n']:>3} {w['total']:>9.2f} {w['alerts']:>6} {w['claimed_new']:>7}{flag}")

agree = sum(w["alerts"] == w["claimed_new"] for w in windows)
print(f"{agree}/{len(windows)} windows agree")
print("claims stop growing after window", next(i for i, w in enumerate(windows, 1) if w["claimed_new"] == 0))
