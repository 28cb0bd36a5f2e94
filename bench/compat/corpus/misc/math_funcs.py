import math
print(math.sqrt(16), math.floor(2.7), math.ceil(2.1), math.log(math.e), math.log10(1000), math.pi)
print(math.gcd(12, 18), math.factorial(10), math.isclose(0.1 + 0.2, 0.3), math.inf > 1e308)
print(math.log(8, 2), math.hypot(3, 4), math.fsum([0.1] * 10), math.prod([1, 2, 3, 4]))
