import re

numbers = [int(n) for n in re.findall(r'(\d{4})"$', context, flags=re.M)]
print(len(numbers), numbers[:6])
for n in numbers[:4]:
    print(f"{n:>5} hex={n:x} HEX={n:#X} oct={n:o} bin={n:b} bits={n.bit_length()} ones={bin(n).count('1')}")
digit_sums = [sum(int(d) for d in str(n)) for n in numbers]
print("max digit sum:", max(digit_sums), "at", numbers[digit_sums.index(max(digit_sums))])
palins = [n for n in numbers if str(n) == str(n)[::-1]]
print("palindromes:", palins)
evens = sum(1 for n in numbers if n % 2 == 0)
print(f"even {evens}, odd {len(numbers) - evens}")
print(int("ff", 16), int("0b1011", 0), int("777", 8), int("z", 36), int("  42  "), int("1_000"))
print(hex(255), oct(8), bin(-5), (255).to_bytes(2, "big"), int.from_bytes(b"\x01\x00", "little"))
print(str(10 ** 20), 2 ** 64, (2 ** 64).bit_length(), -17 // 5, abs(-17), (-17).__abs__())
print(f"{numbers[0]:08b}", f"{numbers[0]:_b}", f"{123456789:_d}", format(3735928559, "x"))
big = 1
for n in numbers[:20]:
    big *= n
print(len(str(big)), str(big)[:12], big % 1_000_007)
try:
    int("12.5")
except ValueError as e:
    print(type(e).__name__, e)
