values = [0, 3.14159, -2.5, 1234567.891, 0.000123, 1e10, 42]
for v in values:
    print(f"{v!r:>14} | {v:10.2f} | {v:<12.3e} | {v:+,.1f} | {v:^12g} | {v:08.2f}")
n = 255
print(f"{n:b} {n:o} {n:x} {n:X} {n:#b} {n:#o} {n:#x} {n:#010x}")
print(f"{1234567:,} {1234567:_} {0.5:%} {0.123456:.1%} {-0.004:.2%}")
print(f"{'left':<10}|{'right':>10}|{'center':^10}|{'fill':*^10}|")
print(f"{3:03d} {-3:04d} {3: d} {-3: d} {7:=+6d}")
print(format(12.5, ".0f"), format(13.5, ".0f"), format(2.675, ".2f"), round(2.5), round(3.5))
ratio = 2 / 3
print(f"{ratio:.3} {ratio:.3f} {ratio:10.4%} {-ratio:<+9.2f}|")
