import re
context = "\n".join([
    "2024-01-05 10:15:32 [auth] user=alice action=login ok",
    "2024-01-05 10:16:01 [auth] user=bob action=login FAILED",
    "2024-01-05 10:17:45 [db] query took 153ms",
    "2024-01-05 10:18:00 [auth] user=alice action=logout ok",
    "garbage line",
    "2024-01-06 08:00:00 [auth] user=carol action=login ok",
])
rx = re.compile(r"(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]+) \[(?P<sys>\w+)\] (?P<msg>.*)")
for line in context.splitlines():
    m = rx.match(line)
    if not m:
        print("unparsed:", repr(line))
        continue
    d = m.groupdict()
    print(d["date"], d["sys"].upper(), "|", d["msg"])
auth = [m.groupdict() for m in rx.finditer(context) if m["sys"] == "auth"]
users = sorted({re.search(r"user=(\w+)", a["msg"]).group(1) for a in auth})
print("auth users:", users)
print("failures:", sum("FAILED" in a["msg"] for a in auth))
