from operator import itemgetter, attrgetter, methodcaller
from types import SimpleNamespace
import re

recs = [SimpleNamespace(id=int(i), user=u, amount=float(a), meta=SimpleNamespace(region=r))
        for i, u, a, r in re.findall(r"id=(\d+) user=(\w+) label=\w+ amount=([\d.]+) ts=\S+ region=(\S+)", context)]
print(len(recs), recs[0])
top = sorted(recs, key=attrgetter("amount"), reverse=True)[:3]
print([(r.id, r.amount) for r in top])
by_region = sorted(recs[:6], key=attrgetter("meta.region", "user"))
print([(r.meta.region, r.user) for r in by_region])
get_pair = attrgetter("user", "amount")
print(get_pair(recs[5]))

tuples = [(r.user, r.meta.region, r.amount) for r in recs[:8]]
print(sorted(tuples, key=itemgetter(1, 2)))
print(itemgetter(0, 2)(tuples[0]), itemgetter(slice(1, None))(tuples[1]))
print(list(map(itemgetter("a"), [{"a": 1}, {"a": 2}])))
upper = methodcaller("upper")
split2 = methodcaller("split", "-", 1)
print(upper("eu"), split2("us-west-2"))
print(max(tuples, key=itemgetter(2)), min(tuples, key=itemgetter(1)))
