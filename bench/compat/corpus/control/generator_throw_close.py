def averager():
    total = n = 0
    avg = None
    while True:
        try:
            x = yield avg
        except ValueError as e:
            print("bad value:", e)
            continue
        except GeneratorExit:
            print("closing after", n)
            raise
        total += x; n += 1
        avg = total / n
a = averager(); next(a)
print(a.send(10), a.send(20))
print(a.throw(ValueError("nope")))
print(a.send(30))
a.close()
print(a.close())
try:
    next(a)
except StopIteration:
    print("stopped")
def sub():
    yield 1
    yield 2
    return 30
def outer():
    r = yield from sub()
    print("sub returned", r)
    yield r * 2
print(list(outer()))
def g():
    yield 1
    raise KeyError("k")
it = g()
print(next(it))
try:
    next(it)
except KeyError as e:
    print("KeyError", e)
print(next(it, "exhausted"))
from contextlib import contextmanager
@contextmanager
def section(name):
    print(f"<{name}>")
    try:
        yield name.upper()
    except ZeroDivisionError:
        print("handled")
    finally:
        print(f"</{name}>")
with section("report") as s:
    print("in", s)
with section("calc"):
    1 / 0
print("after")
def countdown(n):
    while n > 0:
        got = yield n
        if got == "reset":
            n = 3
        else:
            n -= 1
c = countdown(5)
print(next(c), next(c), c.send("reset"), next(c))
def neverstarted():
    yield 1
ns = neverstarted()
try:
    ns.throw(RuntimeError("early"))
except RuntimeError as e:
    print("early", e)
