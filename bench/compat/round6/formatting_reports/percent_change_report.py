metrics = {
    "signups": (1200, 1380),
    "churn": (45, 39),
    "revenue": (98000.0, 97150.5),
    "nps": (31, 31),
    "tickets": (0, 12),
}
print(f"{'metric':<10}{'before':>12}{'after':>12}{'change':>10}  trend")
for name, (a, b) in metrics.items():
    if a == 0:
        change = "n/a"
    else:
        change = f"{(b - a) / a:+.1%}"
    arrow = "▲" if b > a else "▼" if b < a else "="
    fa = f"{a:,.2f}" if isinstance(a, float) else f"{a:,}"
    fb = f"{b:,.2f}" if isinstance(b, float) else f"{b:,}"
    print(f"{name:<10}{fa:>12}{fb:>12}{change:>10}  {arrow}")
