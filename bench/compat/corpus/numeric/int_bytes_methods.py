n = 2**100
print(type(n).__name__, isinstance(n, int), n.bit_length(), (5).bit_length(), (-8).bit_length(), (255).bit_count())
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\x01\x00", "little"), (256).to_bytes(2, "little"), (1024).to_bytes(4, byteorder="big"))
print((-1).to_bytes(2, "big", signed=True), int.from_bytes(b"\xff\xff", "big", signed=True), int.from_bytes([1, 2, 3], "big"))
print(bytes.fromhex("48656c6c6f"), bytes.fromhex("de ad be ef").hex(), b"hi".hex(), int("1_000_000"), float("1_0.5"))
print(pow(7, -1, 13), pow(3, 200, 10**9 + 7), pow(-3, 3, 7), pow(2**100, 3, 10**12), (0.75).as_integer_ratio(), (2.5).is_integer())
print(int(" -0012 "), int("0x_ff", 16) if False else int("ff", 16), 10**30 // 7, type(10**30 // 7).__name__)
try:
    (300).to_bytes(1, "big")
except OverflowError as e:
    print("OverflowError", e)
