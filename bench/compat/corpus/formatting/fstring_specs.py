amounts = [float(l.split("amount=")[1].split()[0]) for l in context.splitlines() if "amount=" in l]
total = sum(amounts)
x = amounts[0]
print(f"{total:,.2f}")
print(f"{total:_.1f}|{total:e}|{total:.3g}|{total:015.4f}")
print(f"{x:>12.3f}|{x:<12.1f}|{x:^12}|{x:*^14.2f}|")
print(f"{x:+.2f} {-x:+.2f} {x: .1f} {-x: .1f}")
print(f"{0.4567:.1%} {1/3:.4%} {2.5:%}")
n = len(amounts)
print(f"{n:b} {n:o} {n:x} {n:X} {n:#b} {n:#o} {n:#x} {n:08b}")
print(f"{n:,} {1234567890:,} {1234567890:_} {0xdeadbeef:_x}")
print(f"{'left':<10}|{'right':>10}|{'mid':^10}|{'fill':-^10}|")
print(f"{n=} {total=:.1f} {x = }")
width, prec = 10, 3
print(f"[{x:{width}.{prec}f}] [{'nest':>{width}}]")
print(f"{3.0:g} {1e20:g} {1e-5:g} {123456789.0:g} {0.0001234:.2e}")
print(f"{float('inf'):8.2f}|{float('nan'):>6}|{-0.0:.1f}")
print(f"{True:>6}|{None!r:>6}|{'q'!r}|{'é'!a}")
