amounts = [float(l.split()[3][7:]) for l in context.splitlines() if l.startswith("id=")][:6]
for a in amounts:
    print(f"{a:10.2f}|{a:<10.1f}|{a:^12.3e}|{a:+.0f}|{a:08.2f}|{a:g}")
total = sum(amounts)
print(total, round(total, 2), f"{total:,.2f}", f"{total * 1000:,.0f}", f"{total * 1000:_.1f}")
print(round(2.5), round(3.5), round(-2.5), round(0.125, 2), round(0.375, 2), round(1234.5678, -2))
print(round(2.675, 2), f"{2.675:.2f}", "%.2f" % 2.675, format(2.675, ".3f"))
print("%5.1f%%" % 45.678, f"{0.4567:.1%}", f"{0.4567:%}", "{:.2%}".format(1 / 3))
print("{:>8}|{:<8}|{:^8}|".format("ab", "cd", "ef"), f"{'x':*^9}", f"{42:#x} {42:#o} {42:#b}")
print(f"{1e-7}", f"{1e16}", f"{123456789.0}", str(1e22), repr(0.1 + 0.2), 1 / 3)
print(f"{3:03d}", f"{-3:03d}", f"{7:+d}", f"{1234567:,}", f"{0.0:.2f}", f"{-0.0:.2f}")
print(int(2.9), int(-2.9), float("inf"), -float("inf"), float("nan"), float("1e3"), float(" 2.50 "))
print(f"{12.3456:.{3}f}", "{0:.{1}f}".format(3.14159, 2), f"{'left':<{10}}|")
print(format(1234.5, "e"), format(0.000123, ".2g"), format(123456, ".3g"), f"{100.0:.0f}")
