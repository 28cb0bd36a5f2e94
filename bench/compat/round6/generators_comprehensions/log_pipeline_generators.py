context = """10:00 INFO  login user=ann
10:01 ERROR db timeout
10:02 INFO  view page=/home user=ann

10:03 WARN  slow render 900ms
# comment line
10:04 ERROR db timeout
10:05 INFO  logout user=ann
10:06 ERROR cache miss storm"""

def lines(text):
    for line in text.splitlines():
        yield line

def non_blank(it):
    return (l for l in it if l.strip() and not l.startswith("#"))

def parse(it):
    for l in it:
        ts, level, msg = l.split(None, 2)
        yield {"ts": ts, "level": level, "msg": msg}

def only(level, it):
    yield from (r for r in it if r["level"] == level)

errors = list(only("ERROR", parse(non_blank(lines(context)))))
for e in errors:
    print(e["ts"], e["msg"])
gen = parse(non_blank(lines(context)))
print(next(gen)["msg"], next(gen)["level"])
print(sum(1 for _ in gen), "records left")
print(type(non_blank([])).__name__, type(lines("")).__name__)
