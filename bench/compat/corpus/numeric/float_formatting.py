import re

amounts = [float(a) for a in re.findall(r"amount=([\d.]+)", context)]
total = sum(amounts)
print(f"{total}")
print(f"{total:.2f}|{total:,.2f}|{total:_.1f}|{total:12.3f}|{total:<12.1f}|{total:^14.2f}|")
print(f"{total:e}|{total:.2E}|{total:g}|{total:.3g}|{total:%}|{0.4567:.1%}")
print(f"{total:+.0f} {-total:+.0f} {total: .1f} {total:015.4f} {total:*>15,.1f}")
print("%.2f %8.3f %-8.1f| %e %g %d %5.1f%%" % (total, 1.5, 2.25, 1234.5, 0.00001234, 3.9, 12.345))
print("{:.2f} {:>10.1f} {:0=10.2f} {:,}".format(3.14159, -2.5, -2.5, 1234567.891))
print(format(1234.5, ",.2f"), format(0.000123, ".2g"), format(1e20, ".0f"), format(2.5, ".0f"))
print(f"{12:.2f} {7:e} {True:d} {3:x}")
width = 10
prec = 3
print(f"{total / 7:{width}.{prec}f}|")
for a in amounts[:4]:
    print(f"${a:>8,.2f}  {a / total:8.4%}")
print(str(round(total, 2)), repr(total / 1000))
