class Section:
    depth = 0

    def __init__(self, title, swallow=()):
        self.title = title
        self.swallow = swallow
        self.lines = 0

    def __enter__(self):
        print("  " * Section.depth + f"[begin {self.title}]")
        Section.depth += 1
        return self

    def log(self, msg):
        self.lines += 1
        print("  " * Section.depth + msg)

    def __exit__(self, exc_type, exc, tb):
        Section.depth -= 1
        status = "ok" if exc_type is None else f"error {exc_type.__name__}: {exc}"
        print("  " * Section.depth + f"[end {self.title}: {status}, {self.lines} lines]")
        return exc_type is not None and issubclass(exc_type, self.swallow)

rows = [l for l in context.splitlines() if l.startswith("id=")]
with Section("report") as rep:
    rep.log(f"{len(rows)} records")
    with Section("amounts", swallow=(ValueError,)) as s:
        vals = [float(r.split("amount=")[1].split()[0]) for r in rows]
        s.log(f"sum={sum(vals):.2f}")
        float("n/a")
        s.log("never printed")
    with Section("lookup", swallow=(KeyError, IndexError)) as s:
        users = {}
        for r in rows:
            u = r.split()[1][5:]
            users[u] = users.get(u, 0) + 1
        s.log(str(users))
        s.log(str(users["mallory"]))
    rep.log("after inner sections")

try:
    with Section("strict"):
        raise ZeroDivisionError("boom")
except ZeroDivisionError as e:
    print("propagated:", e)
print("depth back to", Section.depth)
