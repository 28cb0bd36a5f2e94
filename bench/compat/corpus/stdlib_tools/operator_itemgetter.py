from operator import itemgetter, attrgetter, methodcaller
import operator
recs = [dict(p.split("=", 1) for p in l.split(" msg=")[0].split()) for l in context.splitlines() if l.startswith("id=")]
for r in recs:
    r["amount"] = float(r["amount"])
get = itemgetter("user", "amount")
print(get(recs[0]), itemgetter(1)([10, 20, 30]), itemgetter(slice(1, 3))("abcd"))
top = sorted(recs, key=itemgetter("amount"), reverse=True)[:4]
print([itemgetter("id", "amount")(r) for r in top])
by2 = sorted(recs, key=itemgetter("region", "user"))
print([(r["region"], r["user"]) for r in by2[:4]])
class P:
    def __init__(self, name, score):
        self.name, self.score = name, score
people = [P(r["user"], r["amount"]) for r in recs[:6]]
print([p.name for p in sorted(people, key=attrgetter("score"))])
upper = methodcaller("upper")
split2 = methodcaller("split", "=", 1)
print(upper("spam"), split2("a=b=c"))
print(operator.add(2, 3), operator.mul("ab", 3), operator.truediv(7, 2), operator.floordiv(7, 2), operator.neg(5))
print(operator.eq(1, 1.0), operator.contains([1, 2], 2), operator.getitem({"k": 9}, "k"), operator.not_(0))
print(list(map(operator.sub, [10, 20], [1, 2])), sorted({"b": 2, "a": 3}.items(), key=itemgetter(1)))
d = {"x": 1}
operator.setitem(d, "y", 2)
print(d, operator.itemgetter(*"xy")(d), operator.index(7), operator.concat([1], [2]))
