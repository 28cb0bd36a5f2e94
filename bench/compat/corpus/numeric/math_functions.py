import math
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.5), math.floor(2.5))
print(math.sqrt(2), math.log(100, 10), math.log10(1000), math.log2(1024), math.log(math.e))
print(math.exp(1), math.pi, math.tau, math.inf > 10**300)
print(round(math.sin(math.pi / 6), 10), round(math.cos(math.pi), 10), math.atan2(1, 1))
print(math.degrees(math.pi), math.radians(180), math.hypot(3, 4), math.dist((0, 0), (3, 4)))
print(math.isnan(float("nan")), math.isinf(-math.inf), math.copysign(3, -0.0), math.fabs(-4))
print(math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
