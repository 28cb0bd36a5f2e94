class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1
print(list(Countdown(4)), sum(Countdown(10)), ",".join(str(x) for x in Countdown(3)))
class Evens(Countdown):
    def __next__(self):
        v = super().__next__()
        return v * 2
print(sorted(Evens(3)), max(Evens(5)))
lines = iter(["a", "b", "", "c"])
print(list(iter(lines.__next__, "")), list(lines))
def counter(start):
    n = start
    def inc(step=1):
        nonlocal n
        n += step
        return n
    return inc
c = counter(10)
print(c(), c(5), c.__closure__[0].cell_contents, c.__code__.co_freevars, c.__code__.co_varnames)
def gen():
    yield 1
    return "done"
g = gen()
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("returned", e.value)
print(next(g, "exhausted"))
