from operator import itemgetter, attrgetter, methodcaller
from collections import namedtuple
rows = [("bob", 25, "NY"), ("amy", 31, "LA"), ("cat", 25, "SF"), ("dan", 19, "NY")]
print(sorted(rows, key=itemgetter(1, 0)))
print(list(map(itemgetter(0), rows)))
print(itemgetter(2, 0)(rows[0]))
P = namedtuple("P", "name city")
ps = [P("z", "b"), P("y", "a"), P("x", "b")]
print(sorted(ps, key=attrgetter("city", "name")))
up = methodcaller("replace", "a", "A")
print([up(w) for w in ["banana", "cab", "xyz"]])
print(max(rows, key=itemgetter(1)))
