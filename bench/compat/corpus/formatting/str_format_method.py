first = context.splitlines()[0]
rec = dict(t.split("=", 1) for t in first.split(' msg=')[0].split())
print("{user} ({region}) spent {amount} on {ts}".format(**rec))
print("{0}-{1}-{0}".format("a", "b"))
print("{:>8}|{:<8}|{:^8}".format("r", "l", "c"))
print("{0[user]} / {0[label]}".format(rec))
print("{:.2f} {:,d} {:x}".format(float(rec["amount"]), 1234567, 255))
print("{!r} {!s} {!a}".format("hi", "hi", "ñ"))

class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
p = Point(3, 4)
print("x={0.x} y={0.y}".format(p))
print("{:{fill}{align}{width}}".format("pad", fill="~", align="^", width=11))
print("{{literal}} {}".format(42))
tmpl = "{name:<8}{score:>6.1f}"
for name, score in [("alice", 91.25), ("bob", 7.0), ("carol", 100)]:
    print(tmpl.format(name=name, score=score))
try:
    "{} {}".format("only one")
except IndexError as e:
    print(type(e).__name__, e)
try:
    "{missing}".format(present=1)
except KeyError as e:
    print(type(e).__name__, e)
print(format(3.14159, ".3f"), format(42, "05d"), format("x", ">3"))
