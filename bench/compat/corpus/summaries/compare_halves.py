from collections import Counter

rows = [l for l in context.splitlines() if l.startswith("id=")]
half = len(rows) // 2
first, second = rows[:half], rows[half:]

def profile(rs):
    c = Counter(r.split()[2].split("=")[1] for r in rs)
    amt = sum(float(r.split("amount=")[1].split()[0]) for r in rs)
    return c, amt

c1, a1 = profile(first)
c2, a2 = profile(second)
print(f"{'label':<7}{'H1':>5}{'H2':>5}{'delta':>7}{'change':>9}")
for lab in sorted(c1 | c2):
    d = c2[lab] - c1[lab]
    pct = d / c1[lab] if c1[lab] else float("inf")
    print(f"{lab:<7}{c1[lab]:>5}{c2[lab]:>5}{d:>+7}{pct:>+9.1%}")
print(f"amount: {a1:.2f} -> {a2:.2f} ({(a2 - a1) / a1:+.2%})")
print("union:", c1 | c2)
print("intersection:", c1 & c2)
