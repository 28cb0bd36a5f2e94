def read_lines(text):
    for line in text.splitlines():
        yield line

def records(lines):
    for line in lines:
        if line.startswith("NOTE"):
            continue
        head, _, msg = line.partition(' msg="')
        rec = dict(kv.split("=", 1) for kv in head.split())
        rec["amount"] = float(rec["amount"])
        rec["msg"] = msg[:-1]
        yield rec

def only(label, recs):
    return (r for r in recs if r["label"] == label)

pipeline = only("alert", records(read_lines(context)))
print(type(pipeline).__name__)
first = next(pipeline)
print(first["id"], first["user"], first["msg"])
second = next(pipeline)
print(second["id"], second["amount"])
rest = list(pipeline)
print("remaining alerts:", len(rest))
print(next(pipeline, "exhausted"))
try:
    next(pipeline)
except StopIteration:
    print("StopIteration raised")
total = sum(r["amount"] for r in only("promo", records(read_lines(context))))
print(f"promo total: {total:.2f}")
biggest = max((r for r in records(read_lines(context)) if r["region"] == "apac"), key=lambda r: r["amount"])
print(biggest["id"], biggest["amount"])
gen = (len(l) for l in read_lines(context))
print(sum(gen), sum(gen))
