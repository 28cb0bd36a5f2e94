import operator as op
from functools import reduce
recs = [{"u": "b", "n": 2}, {"u": "a", "n": 2}, {"u": "c", "n": 1}]
print(sorted(recs, key=op.itemgetter("n", "u")))
print(list(map(op.itemgetter(0, -1), ["abc", "xyz"])))
class P:
    def __init__(self, name, age): self.name, self.age = name, age
ps = [P("x", 30), P("y", 25)]
print([p.name for p in sorted(ps, key=op.attrgetter("age"))])
print(reduce(op.mul, range(1, 6)), op.add("a", "b"), op.contains([1, 2], 2), op.neg(5))
f = op.methodcaller("split", ",")
print(f("a,b,c"), op.truediv(7, 2), op.floordiv(7, 2), op.mod(-7, 3))
