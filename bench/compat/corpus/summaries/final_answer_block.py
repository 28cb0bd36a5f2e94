import re
from collections import Counter

recs = re.findall(r'id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=(\S+) region=(\S+) msg="([^"]*)"', context)
spam = [r for r in recs if r[2] == "spam"]
by_region = Counter(r[5] for r in spam)
by_user = Counter(r[1] for r in spam)
value = sum(float(r[3]) for r in spam)

findings = [
    f"{len(spam)} of {len(recs)} records ({len(spam)/len(recs):.0%}) are spam",
    "spam by region: " + ", ".join(f"{k}={v}" for k, v in by_region.most_common()),
    f"top spam user: {by_user.most_common(1)[0][0]} with {by_user.most_common(1)[0][1]}",
    f"spam amount total: ${value:,.2f} (avg ${value/len(spam):.2f})",
    f"earliest spam: id {min(spam, key=lambda r: r[4])[0]} at {min(r[4] for r in spam)}",
]
FINAL = "\n".join(f"{i}. {f}" for i, f in enumerate(findings, 1))
print("FINAL ANSWER")
print("=" * 12)
print(FINAL)
