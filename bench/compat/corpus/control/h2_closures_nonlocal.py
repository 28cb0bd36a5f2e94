def make_tally():
    counts = {}
    total = 0

    def add(key, amount):
        nonlocal total
        total += amount
        counts[key] = counts.get(key, 0) + 1
        return total

    def report():
        return dict(sorted(counts.items())), round(total, 2)

    return add, report

add, report = make_tally()
for line in context.splitlines():
    if "label=promo" in line:
        parts = line.split()
        add(parts[5][7:], float(parts[3][7:]))
print(report())

def make_multipliers():
    return [lambda x, i=i: x * i for i in range(4)]

def make_late():
    return [lambda x: x * i for i in range(4)]

print([f(10) for f in make_multipliers()], [f(10) for f in make_late()])

def counter(start=0):
    n = start
    def inc(step=1):
        nonlocal n
        n += step
        return n
    return inc

c = counter(100)
print(c(), c(), c(5), c.__closure__[0].cell_contents)
print(add.__name__, report.__code__.co_freevars)
