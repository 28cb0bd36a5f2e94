import re
from collections import Counter

labels = Counter(re.findall(r"label=(\w+)", context))
total = sum(labels.values())

rows = [("Label", "Count", "Share")]
for lab, n in labels.most_common():
    rows.append((lab, str(n), f"{n / total:.1%}"))
rows.append(("**total**", str(total), "100.0%"))

widths = [max(len(r[i]) for r in rows) for i in range(3)]
def fmt(r):
    return "| " + " | ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths))) + " |"

print(fmt(rows[0]))
print("|" + "|".join(("-" * (w + 1) + ":") if i else (":" + "-" * (w + 1)) for i, w in enumerate(widths)) + "|")
for r in rows[1:]:
    print(fmt(r))
