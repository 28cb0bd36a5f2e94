def reader(lines):
    print("open")
    try:
        for ln in lines:
            if ln == "BAD":
                raise ValueError("bad line")
            yield ln.upper()
    finally:
        print("close")

g = reader(["a", "b", "c"])
print(next(g))
g.close()
print("--")
try:
    for x in reader(["x", "BAD", "y"]):
        print("got", x)
except ValueError as e:
    print("caught", e)
print("--")
def acc():
    total = 0
    while True:
        try:
            v = yield total
        except ValueError:
            print("reset")
            total = 0
            continue
        total += v
a = acc(); next(a)
print(a.send(5), a.send(3), a.throw(ValueError), a.send(2))
