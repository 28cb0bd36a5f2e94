from collections import Counter

recs = []
for line in context.splitlines():
    if line.startswith("id="):
        head, msg = line.split(" msg=")
        d = dict(kv.split("=") for kv in head.split())
        d["msg"] = msg.strip('"')
        recs.append(d)

labels = Counter(r["label"] for r in recs)
total = len(recs)
out = []
out.append("=" * 40)
out.append("LABEL REPORT".center(40))
out.append("=" * 40)
for label, n in labels.most_common():
    pct = n / total
    bar = "█" * round(pct * 30)
    out.append(f"{label:<6} {n:>4} {pct:>6.1%} {bar}")
out.append("-" * 40)
out.append(f"{'all':<6} {total:>4} {1:>6.1%}")
report = "\n".join(out)
print(report)
print(len(report), report.count("\n"))
answer = llm_query(f"Given this report, which label dominates?\n{report}")
print(answer)
