def read_lines(text):
    for ln in text.splitlines():
        yield ln

def only_records(lines):
    return (l for l in lines if l.startswith("id="))

def amounts(recs):
    for r in recs:
        yield float(r.split("amount=")[1].split()[0])

gen = amounts(only_records(read_lines(context)))
print(type(gen).__name__)
first5 = [next(gen) for _ in range(5)]
print(first5)
rest = sum(gen)
print(round(rest, 2), round(rest + sum(first5), 2))
print(next(gen, "exhausted"))
