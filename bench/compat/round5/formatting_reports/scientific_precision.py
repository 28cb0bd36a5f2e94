import math
consts = {"pi": math.pi, "e": math.e, "avogadro": 6.02214076e23, "planck": 6.62607015e-34, "tiny": 5e-324, "big": 1.7976931348623157e308}
for name, v in consts.items():
    print(f"{name:<9}{v:>14.6e}  {v:.4g}  {v!r}")
for digits in range(0, 6):
    print(digits, round(math.pi, digits), f"{math.pi:.{digits}f}")
print(round(1234.5678, -2), round(-0.5), round(1.5), round(0.125, 2), round(0.375, 2))
print(f"{1/7:.15f}", f"{2**0.5:.20f}")
for v in (123456789.0, 0.000012345, 1e22, 1e-7):
    print(f"{v:e}|{v:.2E}|{v:g}|{v:.10g}|{v}")
