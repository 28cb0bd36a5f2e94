import re

def summarize(block):
    amts = [float(a) for a in re.findall(r"amount=([\d.]+)", block)]
    labels = re.findall(r"label=(\w+)", block)
    return {
        "records": len(amts),
        "total": round(sum(amts), 2),
        "mean": round(sum(amts) / len(amts), 2),
        "spam": labels.count("spam"),
        "alert": labels.count("alert"),
    }

lines = context.splitlines()
a = summarize("\n".join(lines[:100]))
b = summarize("\n".join(lines[100:]))

print(f"{'metric':<8} {'first':>9} {'second':>9} {'change':>9}")
for k in a:
    delta = b[k] - a[k]
    pct = (delta / a[k] * 100) if a[k] else float("nan")
    arrow = "↑" if delta > 0 else ("↓" if delta < 0 else "=")
    print(f"{k:<8} {a[k]:>9} {b[k]:>9} {arrow}{pct:>+7.1f}%")
print(a)
print(b)
