from operator import itemgetter, attrgetter, methodcaller
from collections import namedtuple

Emp = namedtuple("Emp", "name dept salary")
emps = [Emp("ann", "eng", 120), Emp("bob", "ops", 90), Emp("cy", "eng", 105), Emp("dee", "ops", 90)]
print([e.name for e in sorted(emps, key=attrgetter("dept", "salary"))])
print(sorted(emps, key=attrgetter("salary"), reverse=True)[0].name)
rows = [("x", 3, 9.5), ("y", 1, 2.0), ("z", 2, 7.25)]
print(sorted(rows, key=itemgetter(1)), list(map(itemgetter(0, 2), rows)))
get_name_len = itemgetter(slice(0, 2))
print(get_name_len("abcdef"), itemgetter("b")({"a": 1, "b": 2}))
up = methodcaller("upper")
rep = methodcaller("replace", "-", "_")
print([rep(up(s)) for s in ["a-b", "c-d-e"]])
print(max(emps, key=attrgetter("salary")), min(rows, key=itemgetter(2))[0])
