context = "\n".join(f"{i},{'GET' if i % 3 else 'POST'},/item/{i % 7},{(i * 37) % 400}" for i in range(40))

def lines(text):
    for line in text.splitlines():
        yield line

def parse(rows):
    for r in rows:
        i, method, path, ms = r.split(",")
        yield {"i": int(i), "method": method, "path": path, "ms": int(ms)}

def slow(records, threshold):
    for r in records:
        if r["ms"] > threshold:
            yield r

pipeline = slow(parse(lines(context)), 300)
first = next(pipeline)
print("first slow:", first)
rest = list(pipeline)
print("more slow:", len(rest), [r["i"] for r in rest])
print("exhausted:", list(pipeline))
by_path = {}
for r in parse(lines(context)):
    by_path.setdefault(r["path"], []).append(r["ms"])
print({p: max(v) for p, v in sorted(by_path.items())})
