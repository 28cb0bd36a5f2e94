import re
from collections import Counter

recs = re.findall(r"user=(\w+) label=(\w+) amount=([\d.]+) ts=(\S+) region=(\S+)", context)
findings = []

amounts = [float(r[2]) for r in recs]
findings.append(("Volume", f"{len(recs)} records totalling ${sum(amounts):,.2f}"))
c = Counter(u for u, *_ in recs)
lead, n = c.most_common(1)[0]
findings.append(("Most active user", f"{lead} ({n} records, {n / len(recs):.0%})"))
big = [r for r in recs if float(r[2]) >= 190]
findings.append(("Large transactions", f"{len(big)} at or above $190: " +
                 ", ".join(f"{u}/{reg}" for u, _, _, _, reg in big)))
q4 = [r for r in recs if r[3][5:7] in ("10", "11", "12")]
findings.append(("Q4 share", f"{len(q4)} records ({len(q4) / len(recs):.1%})"))

print("## Findings\n")
for i, (title, text) in enumerate(findings, 1):
    print(f"- **{title}**: {text}")
print()
for i, (title, _) in enumerate(findings, 1):
    print(f"{i}. {title}")
print()
nested = {"spam": ["bob", "erin"], "alert": ["erin"]}
for k, vs in nested.items():
    print(f"* {k}")
    for v in vs:
        print(f"    * {v}")
