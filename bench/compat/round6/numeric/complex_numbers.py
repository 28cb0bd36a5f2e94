import cmath

z = complex(3, 4)
w = 1 - 2j
print(z, w, z + w, z * w, z / w, z.conjugate(), abs(z))
print(z.real, z.imag, type(z.real).__name__, z ** 2, (1j) ** 2)
print(cmath.sqrt(-1), cmath.phase(-1), cmath.polar(z), cmath.rect(2, 0))
roots = []
a, b, c = 1, 2, 5
d = cmath.sqrt(b * b - 4 * a * c)
roots = [(-b + d) / (2 * a), (-b - d) / (2 * a)]
print(roots, [abs(r) for r in roots])
print(complex("1+2j"), complex(" 3-1j "), complex(2), 0j == 0, repr(-0j))
n = 8
unity = [cmath.exp(2j * cmath.pi * k / n) for k in range(n)]
print([f"{u.real:+.3f}{u.imag:+.3f}j" for u in unity[:4]])
print(f"{z:.2f}", format(w, ">12"), abs(sum(unity)) < 1e-12)
