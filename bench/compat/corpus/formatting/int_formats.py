print(str(10**20), hex(255), oct(8), bin(5), int("ff", 16), int("0b101", 0))
print(f"{-42:+d} {42:+d} {42: d}")
