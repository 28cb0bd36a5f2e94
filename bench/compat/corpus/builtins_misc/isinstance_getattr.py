class Rec:
    kind = "record"
    def __init__(self, line):
        for part in line.split()[:6]:
            k, v = part.split("=", 1)
            setattr(self, k, v)
        self.amount = float(self.amount)
        self.id = int(self.id)
    def __repr__(self):
        return f"Rec(id={self.id}, user={self.user!r}, amount={self.amount})"

recs = [Rec(l) for l in context.splitlines() if l.startswith("id=")]
r = recs[0]
print(r, getattr(r, "region"), getattr(r, "msg", "<no msg>"), hasattr(r, "ts"), hasattr(r, "nope"))
setattr(r, "flag", True)
print(r.flag, vars(r).keys() - {"id"} == {"user", "label", "amount", "ts", "region", "flag"}, sorted(vars(r)))
delattr(r, "flag")
print(hasattr(r, "flag"), getattr(Rec, "kind"), r.kind, type(r).__name__)
try:
    getattr(r, "missing")
except AttributeError as e:
    print("AttributeError:", e)
values = [1, 2.5, "3", None, [4], (5,), {"6": 6}, True, 7j, b"8"]
for v in values:
    kinds = [t.__name__ for t in (int, float, str, list, tuple, dict, bool, bytes) if isinstance(v, t)]
    print(repr(v), type(v).__name__, isinstance(v, (int, float)), kinds)
print(isinstance(True, int), issubclass(bool, int), isinstance(r, (Rec, str)), type(True) is int)
fields = ["user", "label", "region"]
print({f: getattr(recs[5], f) for f in fields})
print(sorted(recs[:6], key=lambda x: getattr(x, "amount")))
