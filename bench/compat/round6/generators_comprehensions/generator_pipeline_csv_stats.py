context = """ts,host,ms
1,web1,120
2,web2,95
3,web1,
4,web3,300
5,web2,88
6,web1,abc
7,web3,410
8,web2,101"""

def rows(text):
    it = iter(text.splitlines())
    header = next(it).split(",")
    for line in it:
        yield dict(zip(header, line.split(",")))

def numeric(field, recs, errors):
    for r in recs:
        try:
            r[field] = int(r[field])
        except ValueError:
            errors.append(r["ts"])
            continue
        yield r

errors = []
by_host = {}
for r in numeric("ms", rows(context), errors):
    by_host.setdefault(r["host"], []).append(r["ms"])
print({h: (len(v), sum(v) // len(v), max(v)) for h, v in sorted(by_host.items())})
print("bad rows:", errors)
slowest = max((ms, h) for h, v in by_host.items() for ms in v)
print("slowest:", slowest)
print(sum(1 for _ in rows(context)), next(rows(context))["host"])
