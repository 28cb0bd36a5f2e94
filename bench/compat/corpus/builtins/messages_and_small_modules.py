import sys, operator, random
print(sys.getrecursionlimit() >= 1000)
print(operator.index(7), operator.concat([1], [2]), operator.is_(None, None), operator.is_not(1, None), operator.truth([]), operator.pos(-3), operator.abs(-2), operator.inv(5), operator.lshift(1, 3), operator.floordiv(7, 2), operator.truediv(7, 2), operator.countOf([1, 2, 1], 1), operator.indexOf([4, 5], 5))
f = operator.methodcaller("split", ",")
print(f("a,b"), operator.attrgetter("real")(3), operator.itemgetter(slice(0, 2))("abc"))
random.seed(3)
st = random.getstate()
a = [random.random() for _ in range(3)]
random.setstate(st)
print(a == [random.random() for _ in range(3)])
class Budget:
    def __init__(self): self._spent = 0
    @property
    def remaining(self): return 10 - self._spent
b = Budget()
try:
    b.remaining = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    k = "x"; [1, 2][k]
except TypeError as e:
    print("TypeError:", e)
try:
    f = 1.5; (1, 2)[f]
except TypeError as e:
    print("TypeError:", e)
try:
    "ab"[k]
except TypeError as e:
    print("TypeError:", e)
d = {"a": 1}
print(type(d.keys()).__name__, type(d.values()).__name__, type(d.items()).__name__, d.keys(), d.items())
