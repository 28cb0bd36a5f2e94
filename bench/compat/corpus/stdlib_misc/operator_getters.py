import operator
from operator import itemgetter, attrgetter, methodcaller

rows = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        kv["msg"] = line.split('msg="')[1][:-1]
        rows.append(kv)

get_um = itemgetter("user", "label")
print(get_um(rows[0]), itemgetter("id")(rows[1]))
print(list(map(itemgetter(1), [(1, "a"), (2, "b")])))
print(itemgetter(slice(2, 5))("abcdefg"), itemgetter(-1, 0)([10, 20, 30]))

upper = methodcaller("upper")
split2 = methodcaller("split", " ", 2)
print(upper(rows[0]["msg"]), split2(rows[3]["msg"]))
starts = methodcaller("startswith", ("refund", "invoice"))
print(sum(map(starts, map(itemgetter("msg"), rows))))

class P:
    def __init__(self, name, region):
        self.name, self.region = name, region
    @property
    def meta(self):
        return self
objs = [P(r["user"], r["region"]) for r in rows[:6]]
print(list(map(attrgetter("name"), objs)), attrgetter("meta.region")(objs[2]))
print(sorted(objs, key=attrgetter("region", "name"))[0].name)
vals = [float(r["amount"]) for r in rows[:5]]
print(operator.add(2, 3), operator.truediv(7, 2), operator.floordiv(-7, 2), operator.mod(-7, 3))
print(operator.neg(4), operator.not_(0), operator.contains(vals, vals[2]), operator.getitem("xyz", 1))
print(operator.index(7), operator.concat([1], [2]), operator.is_(None, None))
acc = 0
for v in vals:
    acc = operator.iadd(acc, v)
print(round(acc, 2))
