import re
recs = re.findall(r"id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+)", context)
by_user = {}
for i, u, lab, amt in recs:
    d = by_user.setdefault(u, {"n": 0, "sum": 0.0, "labels": set()})
    d["n"] += 1
    d["sum"] += float(amt)
    d["labels"].add(lab)
lines = ["## Per-user summary", ""]
lines.append("| user | n | total | avg | labels |")
lines.append("|---|---:|---:|---:|---|")
for u, d in sorted(by_user.items(), key=lambda kv: -kv[1]["sum"]):
    lines.append(f"| {u} | {d['n']} | {d['sum']:.2f} | {d['sum'] / d['n']:.2f} | {', '.join(sorted(d['labels']))} |")
report = "\n".join(lines)
print(report)
print(len(report))
