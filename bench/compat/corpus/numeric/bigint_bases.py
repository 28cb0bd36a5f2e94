import re

ids = [int(n) for n in re.findall(r"ticket #(\d+)", context)]
print(ids)
product = 1
for i in ids:
    product *= i
print(product, len(str(product)), product.bit_length())
print(2 ** 100, 3 ** 50 % 1000007, pow(3, 50, 1000007), pow(7, -1, 13))
print(10 ** 20 // 7, 10 ** 20 % 7, -(10 ** 20) // 7, (2 ** 64 - 1).to_bytes(8, "big").hex())
for n in [0, 5, 255, -10, 4096]:
    print(n, bin(n), oct(n), hex(n), f"{n:08b}", f"{n:#x}", f"{n:X}", f"{n:o}")
print(int("ff", 16), int("0xff", 16), int("0b1011", 0), int("777", 8), int("z", 36), int(" 42 "), int("1_000"))
print(int.from_bytes(b"\x01\x00", "little"), int.from_bytes(b"\x01\x00", "big"), (1023).bit_count())
codes = [int(c) for c in re.findall(r"code (\d+)", context)]
xor = 0
for c in codes:
    xor ^= c
print(len(codes), xor, hex(xor), sum(codes) & 0xFFFF, ~codes[0], codes[0] >> 3, codes[0] << 20)
for bad in ["12a", "", "0x10"]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError:", e)
