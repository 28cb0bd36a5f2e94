def read_lines(text):
    for line in text.splitlines():
        yield line

def only_records(lines):
    for line in lines:
        if line.startswith("id="):
            yield line

def parse(lines):
    for line in lines:
        head, _, msg = line.partition(' msg=')
        kv = dict(t.split("=", 1) for t in head.split())
        kv["msg"] = msg.strip('"')
        yield kv

def high_value(rows, threshold):
    yield from (r for r in rows if float(r["amount"]) >= threshold)

pipeline = high_value(parse(only_records(read_lines(context))), 180)
print(type(pipeline).__name__)
first = next(pipeline)
print(first["id"], first["user"], first["msg"])
rest = list(pipeline)
print(len(rest), [r["id"] for r in rest])
print(next(pipeline, "exhausted"))
gen_expr = (len(l) for l in read_lines(context))
print(max(gen_expr), sum(1 for _ in only_records(read_lines(context))))
