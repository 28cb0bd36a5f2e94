x = 1234567.891
print(f"{x:,.2f}|{x:_.1f}|{x:e}|{x:.3e}|{x:g}|{x:.10g}|{x:%}")
print(f"{42:>+8d}|{42:<8d}|{42:^8d}|{-42:=8d}|{42:08.2f}|{42: d}")
n = 0.000123456
print(f"{n:.2e} {n:g} {n:.3g} {n*1e6:.1f}µ")
w, p = 12, 3
print(f"[{x:{w}.{p}f}] [{x:>{w}.{p}e}] [{'hi':*^{w}}]")
print(format(0.5, ".0%"), format(1/3, ".2%"), format(123, "c") if False else format(65, "c"))
print(f"{3:03}", f"{3.14159:.3}", f"{1e-5:.1f}", f"{1234.5:.0f}", f"{True:d}")
