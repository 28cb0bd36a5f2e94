import re

LINE = re.compile(r"""
    ^(?P<ip>\d{1,3}(?:\.\d{1,3}){3})\s+      # client address
    -\s+(?P<user>\S+)\s+                      # user or -
    \[(?P<when>[^\]]+)\]\s+                   # timestamp
    "(?P<method>[A-Z]+)\s(?P<path>\S+)\s[^"]+"\s+
    (?P<status>\d{3})\s+(?P<size>\d+|-)
""", re.VERBOSE)

context = """10.0.0.1 - ann [01/May/2024:10:00:00 +0000] "GET /index.html HTTP/1.1" 200 5120
10.0.0.2 - - [01/May/2024:10:00:02 +0000] "POST /api/login HTTP/1.1" 401 -
bad line here
192.168.1.50 - bob [01/May/2024:10:01:00 +0000] "GET /img/logo.png HTTP/2" 304 0"""

total = 0
for line in context.splitlines():
    m = LINE.match(line)
    if not m:
        print("skip:", line)
        continue
    size = 0 if m["size"] == "-" else int(m["size"])
    total += size
    print(m["ip"], m["user"], m["method"], m["path"], m["status"], size)
print("bytes:", total)
words = re.compile(r"error|warn", re.IGNORECASE | re.MULTILINE)
print(words.findall("Error at start\nWARN mid\nno match\nerror end"), words.pattern, bool(words.flags & re.I))
