DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"

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

for n in (0, 7, 255, -255, 1000000, 2 ** 40):
    row = [to_base(n, b) for b in (2, 8, 16, 36)]
    assert all(int(s, b) == n for s, b in zip(row, (2, 8, 16, 36)))
    print(f"{n:>14} " + " ".join(f"{s:>12}" for s in row[1:]), len(row[0]))

def short_id(n):
    return to_base(n * 2654435761 % 2 ** 32, 36)
print([short_id(i) for i in range(1, 6)])
print(int("zz", 36), int("-1010", 2), to_base(int("777", 8), 2))
