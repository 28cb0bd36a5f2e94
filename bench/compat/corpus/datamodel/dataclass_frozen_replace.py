from dataclasses import dataclass, field, replace, FrozenInstanceError
@dataclass(frozen=True, order=True)
class P:
    x: int
    y: int = 0
p = P(1, 2)
try:
    p.x = 5
except FrozenInstanceError as e:
    print("frozen", isinstance(e, AttributeError))
print(replace(p, y=9), p, P(1) < P(1, 1), P(2) >= P(1, 5), len({P(1), P(1, 0), P(2)}), sorted([P(2), P(1, 3), P(1)]))
def gen():
    x = yield 1
    return x * 2
g = gen()
next(g)
try:
    g.send(21)
except StopIteration as e:
    print("returned", e.value)
def broken():
    try:
        n += 1
    except UnboundLocalError as e:
        return type(e).__name__
print(broken())
try:
    None.upper()
except AttributeError as e:
    print(e)
try:
    "a" + 1
except TypeError as e:
    print(e)
