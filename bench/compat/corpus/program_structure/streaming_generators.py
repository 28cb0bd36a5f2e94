def read_lines(text):
    for lineno, line in enumerate(text.splitlines(), 1):
        yield lineno, line

def skip_notes(stream):
    for lineno, line in stream:
        if line.startswith("NOTE"):
            continue
        yield lineno, line

def parse(stream):
    for lineno, line in stream:
        head, _, msg = line.partition(' msg=')
        d = dict(p.split("=", 1) for p in head.split())
        d["amount"] = float(d["amount"])
        d["msg"] = msg.strip('"')
        d["lineno"] = lineno
        yield d

def where(stream, **conds):
    return (r for r in stream if all(r.get(k) == v for k, v in conds.items()))

pipeline = where(parse(skip_notes(read_lines(context))), label="alert", region="eu")
first = next(pipeline)
print(first["id"], first["user"], first["amount"], first["lineno"])
rest = list(pipeline)
print("remaining eu alerts:", len(rest))
print("total eu alert amount:", round(first["amount"] + sum(r["amount"] for r in rest), 2))
print(next(pipeline, "exhausted"))

gen = read_lines(context)
print(type(gen).__name__, next(gen)[0], next(gen)[0])
gen.close()
try:
    next(gen)
except StopIteration:
    print("closed generator raises StopIteration")
