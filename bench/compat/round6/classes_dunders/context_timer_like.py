class Step:
    log = []

    def __init__(self, name, fail_ok=False):
        self.name = name
        self.fail_ok = fail_ok

    def __enter__(self):
        Step.log.append(f"enter {self.name}")
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            Step.log.append(f"exit {self.name} ok")
            return False
        Step.log.append(f"exit {self.name} with {exc_type.__name__}: {exc}")
        return self.fail_ok

with Step("load") as s:
    s.rows = 10

with Step("parse", fail_ok=True):
    int("12x")

try:
    with Step("outer"):
        with Step("inner", fail_ok=True):
            raise KeyError("missing")
        with Step("inner2"):
            raise RuntimeError("boom")
except RuntimeError as e:
    Step.log.append(f"caught {e!r}")

for line in Step.log:
    print(line)
print("rows:", s.rows)
