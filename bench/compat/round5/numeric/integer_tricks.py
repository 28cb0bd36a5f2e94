n = 2 ** 100
print(n, len(str(n)), n.bit_length(), (255).bit_count() if hasattr(int, "bit_count") else bin(255).count("1"))
print(int("ff", 16), int("0b1010", 0), int("0o17", 0), int("1_000_000"), int("  -42  "))
print(bin(10), oct(64), hex(255), f"{10:08b}", format(-5, "b"))
print(7 & 3, 7 | 8, 7 ^ 2, ~7, 1 << 10, 1024 >> 3, -16 >> 2)
print((12345).to_bytes(4, "big"), int.from_bytes(b"\x00\x01\x00", "little"), (-1).to_bytes(2, "big", signed=True))
def digits_sum(x):
    return sum(int(d) for d in str(abs(x)))
print(digits_sum(n), digits_sum(-9876))
print(abs(-3), -7 // 2, -7 % 2, 7 % -2, round(-3.5), round(12345, -2), 10 ** -2)
print(max(3, 9, 2), min([4, 1, 7]), sum(range(101)), pow(10, 20) // 7, 3 ** 40 % 1000007)
