def make_counter(start=0, step=1):
    count = start
    def inc():
        nonlocal count
        count += step
        return count
    def reset():
        nonlocal count
        count = start
    return inc, reset

inc, reset = make_counter(10, 5)
print(inc(), inc(), inc())
reset()
print(inc())
fns = [lambda: i for i in range(3)]
print([f() for f in fns])
fns = [lambda i=i: i * i for i in range(3)]
print([f() for f in fns])
