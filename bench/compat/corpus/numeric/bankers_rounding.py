vals = [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, 2.675, 1.005, 0.125, 0.375]
print([round(v) for v in vals[:6]])
print([round(v, 2) for v in vals[6:]])
print(round(1234.5678, -2), round(1250, -2), round(1350, -2), round(-2.5))
print(type(round(2.5)).__name__, type(round(2.5, 0)).__name__, round(2.5, 0))
print(f"{2.675:.2f} {0.125:.2f} {0.375:.2f} {1.5:.0f} {2.5:.0f}")
