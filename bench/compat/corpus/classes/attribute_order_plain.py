class P:
    __slots__ = ("b", "a")
    def __init__(s): s.b = 1; s.a = 2
class Q:
    pass
q = Q(); q.z = 1; q.y = 2; setattr(q, "x", 3)
print(vars(q))
