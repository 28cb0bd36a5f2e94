counter = 0
def inc():
    global counter
    counter += 1
def make():
    n = 0
    def step():
        nonlocal n
        n += 2
        return n
    return step
inc(); inc()
s = make()
s()
print(counter, s())
