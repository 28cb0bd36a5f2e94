checkpoints = {}
for ln in context.splitlines():
    if not ln.startswith("NOTE"):
        continue
    # NOTE checkpoint 25: 3 errors, see ticket #4025
    left, right = ln.split(":", 1)
    cp = int(left.split()[-1])
    parts = [p.strip() for p in right.split(",")]
    errors = int(parts[0].split()[0])
    ticket = parts[1].rsplit("#", 1)[1]
    checkpoints[cp] = {"errors": errors, "ticket": ticket}

for cp, info in checkpoints.items():
    print(f"{cp:>4} -> {info['errors']:2d} errors (ticket {info['ticket']})")
total = sum(v["errors"] for v in checkpoints.values())
print("total errors:", total)
worst = max(checkpoints, key=lambda k: checkpoints[k]["errors"])
print("worst checkpoint:", worst, checkpoints[worst])
deltas = [b["errors"] - a["errors"] for a, b in zip(list(checkpoints.values()), list(checkpoints.values())[1:])]
print("deltas:", deltas)
