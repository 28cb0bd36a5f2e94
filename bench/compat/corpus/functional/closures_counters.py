def make_counter(start=0):
    count = start
    def incr(step=1):
        nonlocal count
        count += step
        return count
    return incr

def make_threshold_filter(limit):
    def keep(line):
        return float(line.split("amount=")[1].split()[0]) > limit
    return keep

records = [l for l in context.splitlines() if l.startswith("id=")]
filters = {lim: make_threshold_filter(lim) for lim in (50, 100, 150, 190)}
for lim, f in filters.items():
    print(lim, sum(map(f, records)))

c = make_counter(10)
print(c(), c(), c(5))
c2 = make_counter()
print(c2(), c())
print(c.__code__.co_freevars, c.__closure__[0].cell_contents)

# late binding: all lambdas see the final i
late = [lambda: i for i in range(3)]
early = [lambda i=i: i for i in range(3)]
print([f() for f in late], [f() for f in early])

def memo_prompt():
    cache = {}
    def get(q):
        if q not in cache:
            cache[q] = llm_query(q)
        return cache[q], len(cache)
    return get

ask = memo_prompt()
print(ask("top spammer?"))
print(ask("top spammer?"))
print(ask("busiest region?"))
