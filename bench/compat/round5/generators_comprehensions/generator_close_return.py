def numbered(items):
    n = 0
    try:
        for it in items:
            n += 1
            yield f"{n}. {it}"
    except GeneratorExit:
        print(f"closed early after {n}")
        raise
    return n

g = numbered(["a", "b", "c", "d"])
print(next(g), next(g))
g.close()
print(g.gi_frame is None)
def outer():
    total = yield from numbered(["x", "y"])
    yield f"inner returned {total}"
print(list(outer()))
gen = (i * i for i in range(3))
print(list(gen), list(gen))
import inspect
print(inspect.isgenerator(gen), inspect.isgeneratorfunction(numbered))
