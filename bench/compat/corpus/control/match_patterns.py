from dataclasses import dataclass
@dataclass
class Point:
    x: int
    y: int
    __match_args__ = ("x", "y")
def where(p):
    match p:
        case Point(x=0, y=0):
            return "origin"
        case Point(x=0, y=yy):
            return f"y-axis {yy}"
        case Point(x, 0):
            return f"x-axis {x}"
        case _:
            return "elsewhere"
for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(1, 1)]:
    print(where(p))
cmds = ["go north", "look", "take lamp key", "drop", "quit", "go"]
for c in cmds:
    match c.split():
        case ["go", direction]:
            print("move", direction)
        case ["look"] | ["l"]:
            print("looking")
        case ["take", *items] if items:
            print("take", items)
        case ["quit"]:
            print("bye"); break
        case [verb, *_]:
            print("unknown", verb)
for ev in [{"type": "click", "x": 1, "y": 2}, {"type": "key", "key": "q", "mods": []}, {"type": "other"}, 42, "s", (1, 2), [1, 2, 3]]:
    match ev:
        case {"type": "click", "x": x, "y": y}:
            print("click", x, y)
        case {"type": "key", **rest}:
            print("key", rest)
        case {"type": t}:
            print("type", t)
        case int(n) if n > 40:
            print("big int", n)
        case str() as s:
            print("str", s)
        case (a, b):
            print("pair", a, b)
        case [first, *others]:
            print("list", first, others)
def code_to_msg(code):
    match code:
        case 200 | 201: return "ok"
        case 404: return "missing"
        case -1: return "neg"
        case None: return "none"
    return "other"
print([code_to_msg(c) for c in (200, 201, 404, -1, None, 7)])
def bad():
    match 3:
        case 3:
            return 1 / 0
try:
    bad()
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
match = {"a": 1}
print(match["a"])
