flags = 0b1011_0010
print(bin(flags), flags.bit_length(), flags.bit_count(), hex(flags), oct(flags))
print(flags & 0xF, flags | 1, flags ^ 0xFF, ~flags, flags << 3, flags >> 2)
for bit in range(8):
    print(bit, "set" if flags >> bit & 1 else "-", end=" | ")
print()
print(int("ff", 16), int("0b101", 0), int("0o17", 0), int("  -42  "), int("1_000"))
print((255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"), (-1).to_bytes(1, "big", signed=True))
print(divmod(-17, 5), -17 // 5, -17 % 5, divmod(17, -5), pow(3, 200, 1000), pow(2, -1, 7))
print(2 ** 100, len(str(2 ** 1000)), (10 ** 30 + 1) % 97, abs(-7), 7 .__index__())
print(int(3.99), int(-3.99), round(123456, -3), round(-0.5), format(2 ** 64, ","))
def gray(n):
    return n ^ (n >> 1)
print([format(gray(i), "04b") for i in range(8)])
