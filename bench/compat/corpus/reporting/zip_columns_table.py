import re

rows = re.findall(r"id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+)", context)[:8]
cols = list(zip(*rows))
headers = ("ID", "User", "Label", "Amount")
print("columns:", len(cols), "x", len(cols[0]))

widths = [max(len(h), *(len(v) for v in col)) for h, col in zip(headers, cols)]
sep = "+".join("-" * (w + 2) for w in widths)
print("+" + sep + "+")
print("| " + " | ".join(h.center(w) for h, w in zip(headers, widths)) + " |")
print("+" + sep.replace("-", "=") + "+")
for r in rows:
    cells = [v.rjust(w) if v.replace(".", "").isdigit() else v.ljust(w) for v, w in zip(r, widths)]
    print("| " + " | ".join(cells) + " |")
print("+" + sep + "+")
amounts = list(map(float, cols[3]))
print(f"sum of shown: {sum(amounts):.2f}, avg: {sum(amounts)/len(amounts):.2f}")
print(list(zip(headers, widths)))
