import re

rows = re.findall(r"id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=\S+ region=(\S+)", context)
q = "Which region had the highest total alert amount, and how much?"

totals = {}
for rid, user, label, amt, region in rows:
    if label == "alert":
        totals[region] = totals.get(region, 0) + float(amt)

ranked = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)
winner, amount = ranked[0]
runner_up = ranked[1]
margin = amount - runner_up[1]

lines = [
    f"Question: {q}",
    f"Answer: {winner} with {amount:.2f} in alert-labelled amounts.",
    f"Runner-up: {runner_up[0]} ({runner_up[1]:.2f}), margin {margin:.2f} ({margin / runner_up[1]:.1%}).",
    "Breakdown: " + "; ".join(f"{r}={v:.2f}" for r, v in ranked),
]
final_answer = "\n".join(lines)
print(final_answer)
print(repr(final_answer[-30:]))
