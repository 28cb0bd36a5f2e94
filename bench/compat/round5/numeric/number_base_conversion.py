import string
DIGITS = string.digits + string.ascii_uppercase
def to_base(n, b):
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, b)
        out.append(DIGITS[r])
    return sign + "".join(reversed(out))
for n in [0, 255, -255, 1000, 36 ** 3 - 1]:
    print(n, [to_base(n, b) for b in (2, 8, 16, 36)])
print(all(int(to_base(n, b), b) == n for n in range(-50, 500) for b in (2, 7, 16, 36)))
def roman(n):
    vals = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for v, s in vals:
        q, n = divmod(n, v)
        out += s * q
    return out
print([roman(x) for x in (1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999)])
