class Section:
    depth = 0
    def __init__(self, title):
        self.title = title
    def __enter__(self):
        print("  " * Section.depth + f"begin {self.title}")
        Section.depth += 1
        return self
    def __exit__(self, exc_type, exc, tb):
        Section.depth -= 1
        status = "ok" if exc_type is None else f"failed: {exc_type.__name__}: {exc}"
        print("  " * Section.depth + f"end {self.title} ({status})")
        return exc_type is KeyError
    def log(self, msg):
        print("  " * Section.depth + msg)

with Section("load") as s:
    s.log("reading chunks")
    with Section("parse") as p:
        p.log("3 records")
with Section("lookup") as s:
    {}["missing"]
    s.log("never printed")
try:
    with Section("divide"):
        1 / 0
except ZeroDivisionError:
    print("ZeroDivisionError propagated")
print("depth", Section.depth)
