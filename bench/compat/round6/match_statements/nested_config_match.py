configs = [
    {"db": {"engine": "postgres", "host": "db1", "port": 5432}},
    {"db": {"engine": "sqlite", "path": "/tmp/x.db"}},
    {"db": {"engine": "postgres", "host": "db2"}},
    {"db": {"engine": "mysql", "replicas": ["r1", "r2", "r3"]}},
    {"cache": {"ttl": 30}},
    {"db": "postgres://user@host/db"},
]

def describe(cfg):
    match cfg:
        case {"db": {"engine": "postgres", "host": str(h), "port": int(p)}}:
            return f"postgres at {h}:{p}"
        case {"db": {"engine": "postgres", "host": h}}:
            return f"postgres at {h}:5432 (default port)"
        case {"db": {"engine": "sqlite", "path": p}}:
            return f"sqlite file {p}"
        case {"db": {"engine": e, "replicas": [primary, *rest]}}:
            return f"{e} primary {primary} with {len(rest)} replicas"
        case {"db": str(url)} if "://" in url:
            scheme, _, rest = url.partition("://")
            return f"url scheme {scheme}, target {rest}"
        case {"db": other}:
            return f"unrecognised db {other}"
        case _:
            return f"no db section (keys: {', '.join(cfg)})"

for c in configs:
    print(describe(c))
