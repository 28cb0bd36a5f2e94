from collections import namedtuple
Rec = namedtuple("Rec", ["id", "user", "amount"])
r = Rec(1, "alice", 3.5)
print(r.user, r[2], r)
print(r._replace(amount=9.0))
print(r._asdict())
