amounts = sorted(float(l.split("amount=")[1].split()[0]) for l in context.splitlines() if l.startswith("id="))
total = sum(amounts)
print(f"{total:,.2f}", f"{total:_.1f}", f"{total:e}", f"{total:.3g}", f"{total:g}")
print(f"{amounts[0]:08.3f}", f"{amounts[-1]:+.1f}", f"{-amounts[1]: .2f}", f"{amounts[2]:<10.1f}|")
for a in (amounts[0], amounts[len(amounts)//2], amounts[-1]):
    share = a / total
    print(f"{a:>10.2f} {share:>8.3%} {share:.2e}")
print(format(1234567, ","), format(1234567.891, ",.1f"), format(0.000123, "g"), format(1e20, "g"))
print(f"{42:5d}|{42:<5d}|{42:^5d}|{42:05d}|{-42:06d}|{42:x}|{42:X}|{42:o}|{42:b}|{42:#o}")
print(str(1.0), str(1e16), str(1.5e-5), repr(0.1), str(100.0 / 3), str(2.0 ** 0.5))
print(int("0x1f", 16), int("1f", 16), int("077", 8), int("101", 2), int(" 42 "), float(" 3.5e2 "))
print(hex(255), oct(8), bin(10), f"{3.14159:.0f}", f"{0.5:.0f}", f"{1.5:.0f}", f"{2.5:.0f}")
def human(n):
    for unit in ["", "K", "M", "G"]:
        if abs(n) < 1000:
            return f"{n:.1f}{unit}"
        n /= 1000
    return f"{n:.1f}T"
print([human(x) for x in (512, 12_345, 9_876_543, 4.2e9, 7e13)])
print("%5.1f%%" % 12.345, "%e" % 12345.678, "%g" % 0.00001234, "%x" % 255, "%r" % 1.1)
