import re

lines = context.splitlines()
checkpoints = []
records_seen = 0
for line in lines:
    if line.startswith("id="):
        records_seen += 1
        continue
    m = re.search(r"checkpoint (\d+): (\d+) errors", line)
    if m:
        checkpoints.append((int(m.group(1)), int(m.group(2)), records_seen))

print(f"{'cp':>4} {'errs':>5} {'recs':>5} {'rate':>8} {'per1k':>7}")
for cp, errs, recs in checkpoints:
    rate = errs / recs
    print(f"{cp:>4} {errs:>5} {recs:>5} {rate:>8.3%} {rate * 1000:>7.1f}")

new_errors = [checkpoints[0][1]] + [b[1] - a[1] for a, b in zip(checkpoints, checkpoints[1:])]
print("new per window:", new_errors, "sum:", sum(new_errors))
alerts_per_window = []
start = 0
for cp, _, _ in checkpoints:
    window = lines[start:cp]
    alerts_per_window.append(sum("label=alert" in l for l in window))
    start = cp
print("alerts per window:", alerts_per_window)
ratio = [round(e / a, 2) if a else float("inf") for e, a in zip(new_errors, alerts_per_window)]
print("errors/alert:", ratio)
print("final error rate: %.4f (%d/%d)" % (checkpoints[-1][1] / checkpoints[-1][2], checkpoints[-1][1], checkpoints[-1][2]))
