import re

lines = context.splitlines()
total = len(lines)
processed = 0
found = {"spam": 0, "alert": 0}
checkpoints = []

for i, line in enumerate(lines, 1):
    m = re.search(r"label=(spam|alert)\b", line)
    if m:
        found[m.group(1)] += 1
    processed += 1
    if i % 40 == 0 or i == total:
        done = processed / total
        bar = "#" * int(done * 20)
        print(f"[{bar:<20}] {done:6.1%}  line {i:>3}/{total}  spam={found['spam']:>2} alert={found['alert']:>2}")
        checkpoints.append((i, dict(found)))

print("snapshots:", checkpoints[:2])
print(f"done: {sum(found.values())} flagged of {total} lines ({sum(found.values()) / total:.2%})")
