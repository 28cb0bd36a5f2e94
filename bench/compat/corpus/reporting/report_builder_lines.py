import re

rows = re.findall(r"id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+)", context)
alerts = [(int(i), u, float(a)) for i, u, l, a in rows if l == "alert"]
notes = re.findall(r"NOTE checkpoint (\d+): (\d+) errors", context)

out = []
out.append("# Incident report")
out.append("")
out.append(f"Records scanned: **{len(rows)}**  ")
out.append(f"Alerts: **{len(alerts)}** ({len(alerts) / len(rows):.1%})")
out.append("")
out.append("## Alerts over 150")
big = [a for a in alerts if a[2] > 150]
if big:
    out.extend(f"- id {i}: {u} — ${a:,.2f}" for i, u, a in big)
else:
    out.append("_none_")
out.append("")
out.append("## Checkpoints")
out.append(", ".join(f"{cp}→{e}" for cp, e in notes))
report = "\n".join(out)
print(report)
print("---")
print(f"{len(report)} chars, {report.count(chr(10)) + 1} lines, {len(big)} big alerts")
