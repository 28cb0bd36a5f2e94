n = 2 ** 100
print(n, len(str(n)), n.bit_length())
print(3 ** 50 % 1000007, pow(3, 50, 1000007), pow(7, -1, 13))
import math
print(math.factorial(30), math.comb(50, 25), math.perm(10, 3))
print(math.gcd(2**40, 6**20), math.lcm(12, 18, 30), math.isqrt(10**20 + 1))
print(-(2**70) // 3, (2**70) % 7, divmod(-(10**20), 7))
print(int("1" * 30) * int("9" * 25))
print(f"{2**64:,}", f"{2**64:_x}", hex(2**64 - 1))
