from contextlib import contextmanager

log = []

@contextmanager
def section(name):
    log.append(f"enter {name}")
    print(f"--- {name} ---")
    try:
        yield log
    except KeyError as e:
        print(f"[{name}] missing key {e}")
        log.append(f"error {name}")
    finally:
        log.append(f"exit {name}")

records = [dict(p.split("=", 1) for p in l.split(" msg=")[0].split())
           for l in context.splitlines() if l.startswith("id=")]

with section("totals"):
    print("sum:", round(sum(float(r["amount"]) for r in records), 2))

with section("bad lookup"):
    print(records[0]["currency"])
    print("never printed")

class Timer:
    def __init__(self, label):
        self.label = label
        self.steps = 0
    def __enter__(self):
        return self
    def tick(self):
        self.steps += 1
    def __exit__(self, exc_type, exc, tb):
        print(f"{self.label}: {self.steps} steps, exc={exc_type.__name__ if exc_type else None}")
        return exc_type is ZeroDivisionError

with Timer("loop") as t:
    for r in records[:40]:
        t.tick()
    1 / 0
print(log)
