print(int("ff", 16), int("0xff", 16), int("0b1011", 0), int("0o17", 0), int("z", 36))
print(int(" 42 "), int("-0012"), int("1_000_000"), int(3.99), int(-3.99), int(True))
print(bin(10), oct(64), hex(255), format(10, "b"), format(255, "#06x"), format(-5, "b"))
for bad in ["4.5", "", "12a", "0x10"]:
    try:
        print(int(bad))
    except ValueError as e:
        print("ValueError:", e)
print(float("1e3"), float(" -2.5 "), float("INF"), float("1_0.5"))
