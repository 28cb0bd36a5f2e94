import re
urls = [
    "https://example.com/path/to/page?x=1&y=two#frag",
    "http://sub.domain.org:8080/api/v2/items",
    "ftp://files.example.net/pub/file.tar.gz",
    "not a url",
    "https://example.com",
]
rx = re.compile(r"^(?P<scheme>\w+)://(?P<host>[^/:?#]+)(?::(?P<port>\d+))?(?P<path>/[^?#]*)?(?:\?(?P<query>[^#]*))?(?:#(?P<frag>.*))?$")
for u in urls:
    m = rx.match(u)
    if not m:
        print(f"{u!r}: invalid")
        continue
    d = {k: v for k, v in m.groupdict().items() if v is not None}
    print(u)
    for k in ["scheme", "host", "port", "path", "query", "frag"]:
        if k in d:
            print(f"    {k:<6} = {d[k]}")
    if "query" in d:
        print("    params:", dict(p.split("=") for p in d["query"].split("&")))
