events = []

def reader(name, rows):
    events.append(f"open {name}")
    try:
        for r in rows:
            yield r
    except GeneratorExit:
        events.append(f"{name} closed early")
        raise
    finally:
        events.append(f"release {name}")

g = reader("a.csv", ["r1", "r2", "r3"])
print(next(g), next(g))
g.close()
print(list(reader("b.csv", ["x", "y"])))
for row in reader("c.csv", ["p", "q", "r"]):
    if row == "q":
        break
print(events)

def counter():
    n = 0
    while True:
        try:
            n += 1
            yield n
        except ValueError as e:
            events.append(f"reset by {e}")
            n = 0

c = counter()
print(next(c), next(c), c.throw(ValueError("throw")), next(c))
print(events[-1])
