import cmath, math
z = complex(3, 4)
w = 1 - 2j
print(z, w, z + w, z * w, z / w, z.conjugate(), abs(z))
print(z.real, z.imag, type(z.real).__name__, complex("1+2j"), complex(2))
print(cmath.phase(-1), cmath.polar(1j), cmath.rect(2, math.pi / 2))
r = cmath.sqrt(-4)
print(r, cmath.exp(1j * math.pi).real, round(cmath.exp(1j * math.pi).imag, 12))
roots = [cmath.exp(2j * math.pi * k / 4) for k in range(4)]
print([complex(round(c.real, 9) + 0.0, round(c.imag, 9) + 0.0) for c in roots])
print((1 + 1j) ** 2, 2j ** 2, (1j) ** 0.5)
