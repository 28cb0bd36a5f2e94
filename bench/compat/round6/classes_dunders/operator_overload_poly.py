class Poly:
    def __init__(self, coeffs):
        c = list(coeffs)
        while len(c) > 1 and c[-1] == 0:
            c.pop()
        self.c = c

    def __call__(self, x):
        acc = 0
        for a in reversed(self.c):
            acc = acc * x + a
        return acc

    def __add__(self, o):
        n = max(len(self.c), len(o.c))
        a = self.c + [0] * (n - len(self.c))
        b = o.c + [0] * (n - len(o.c))
        return Poly(x + y for x, y in zip(a, b))

    def __mul__(self, o):
        out = [0] * (len(self.c) + len(o.c) - 1)
        for i, a in enumerate(self.c):
            for j, b in enumerate(o.c):
                out[i + j] += a * b
        return Poly(out)

    def __pow__(self, n):
        result = Poly([1])
        for _ in range(n):
            result = result * self
        return result

    def derivative(self):
        return Poly([i * a for i, a in enumerate(self.c)][1:] or [0])

    def __eq__(self, o):
        return self.c == o.c

    def __str__(self):
        terms = []
        for i in range(len(self.c) - 1, -1, -1):
            a = self.c[i]
            if a == 0 and len(self.c) > 1:
                continue
            coef = "" if abs(a) == 1 and i else str(abs(a))
            var = "" if i == 0 else ("x" if i == 1 else f"x^{i}")
            sign = "-" if a < 0 else "+"
            terms.append((sign, coef + var))
        s = " ".join(f"{sg} {t}" for sg, t in terms)
        return s[2:] if s.startswith("+ ") else "-" + s[2:]

p = Poly([1, 1])
q = Poly([-2, 0, 3])
print(p, "|", q, "|", p + q, "|", p * q)
print(p ** 3, "|", (p ** 3).derivative())
print([q(x) for x in range(-2, 3)])
print(p * p == p ** 2, Poly([0, 0, 0]))
