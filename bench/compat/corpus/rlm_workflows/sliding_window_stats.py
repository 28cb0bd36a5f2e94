import re

rows = [l for l in context.splitlines() if l.startswith("id=")]
amounts = [float(re.search(r"amount=(\S+)", r).group(1)) for r in rows]

W, STEP = 50, 25
windows = []
for start in range(0, len(rows) - W + 1, STEP):
    seg = amounts[start:start + W]
    windows.append({
        "start": start,
        "end": start + W,
        "mean": round(sum(seg) / len(seg), 2),
        "hi": max(seg),
    })
print(f"{len(windows)} windows of {W} with step {STEP}")
for w in windows:
    print(w)

worst = max(windows, key=lambda w: w["mean"])
sub = "\n".join(rows[worst["start"]:worst["end"]])
print("highest-mean window:", worst["start"], "-", worst["end"])
print(rlm_query(sub, "Why are amounts high in this window?"))
