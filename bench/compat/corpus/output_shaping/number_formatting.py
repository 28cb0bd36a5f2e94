total = 0.0
big = 0
for line in context.splitlines():
    if "amount=" in line:
        a = float(line.split("amount=")[1].split()[0])
        total += a
        big = max(big, a)

scaled = total * 1234.567
print(f"{total:,.2f}")
print(f"{scaled:,.0f} | {scaled:_.1f} | {scaled:.3e} | {scaled:.4g}")
print(f"{int(scaled):,} | {int(scaled):x} | {int(scaled):#o} | {int(scaled):b}"[:60])
print(f"{big / total:.3%} | {big / total:.0%} | {0.5:.0%} | {0.125:.1%} | {1/3:.2%}")
print(f"{-1234.5:,.1f} | {1234.5:+,.1f} | {0.0:+.2f} | {-0.0:.1f}")
print(round(2.675, 2), round(0.125, 2), round(0.375, 2), round(-2.5), round(3.5))
print(f"{1e21:,.0f}"[:12], f"{123456789:>15,}", f"{42:>8.2f}")
for x in (0.1 + 0.2, 1 / 3, 2 ** 0.5, 1e-7, 123456789.123, 1e16, float("inf")):
    print(repr(x), str(x), f"{x:g}", format(x, ".6"))
def human(n):
    for unit in ["", "K", "M", "B"]:
        if abs(n) < 1000:
            return f"{n:.1f}{unit}"
        n /= 1000
    return f"{n:.1f}T"
print([human(v) for v in (total, scaled, scaled * 1000, 999.96, 12)])
