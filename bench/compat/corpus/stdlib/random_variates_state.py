import random
random.seed(42)
print([round(random.gauss(0, 1), 12) for _ in range(5)])
print([round(random.normalvariate(10, 2), 12) for _ in range(3)])
print(round(random.expovariate(1.5), 12), round(random.triangular(0, 10, 3), 12), round(random.lognormvariate(0, 1), 12))
print([round(random.gammavariate(a, 2.0), 12) for a in (0.5, 1.0, 3.0)], round(random.betavariate(2, 5), 12))
print(round(random.paretovariate(3), 12), round(random.weibullvariate(1, 1.5), 12), random.randbytes(4))
st = random.getstate()
a = [random.random() for _ in range(3)] + [random.gauss(0, 1)]
random.setstate(st)
print(a == [random.random() for _ in range(3)] + [random.gauss(0, 1)], len(st[1]), st[0])
r = random.Random(7)
print(round(r.gauss(5, 1), 10), round(r.gauss(5, 1), 10), r.randint(1, 100))
