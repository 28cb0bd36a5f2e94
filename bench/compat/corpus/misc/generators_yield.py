def gen(n):
    for i in range(n):
        if i % 2:
            yield i * i
g = gen(8)
print(next(g), list(g))
def gen2():
    yield from range(3)
    yield from "ab"
print(list(gen2()))
