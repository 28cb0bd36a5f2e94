import re

amounts = [float(x) for x in re.findall(r"amount=([\d.]+)", context)]
n_notes = len(re.findall(r"^NOTE", context, re.M))
stats = {
    "Records": f"{len(amounts)}",
    "Checkpoints": f"{n_notes}",
    "Sum": f"{sum(amounts):,.2f}",
    "Mean": f"{sum(amounts) / len(amounts):.3f}",
    "Min / Max": f"{min(amounts):.2f} / {max(amounts):.2f}",
    "Over 100": f"{sum(a > 100 for a in amounts)} ({sum(a > 100 for a in amounts) / len(amounts):.0%})",
}
kw = max(map(len, stats))
vw = max(map(len, stats.values()))
width = kw + vw + 7
title = " Summary "
print("+" + title.center(width - 2, "-") + "+")
for k, v in stats.items():
    print(f"| {k:<{kw}} : {v:>{vw}} |")
print("+" + "-" * (width - 2) + "+")
print(f"{'left':<10}|{'mid':^10}|{'right':>10}|")
print(f"{'x':*^9}|{3.14159:^10.3f}|{-42:>+10}|{255:#x} {255:#o} {255:b} {0.5:%}")
