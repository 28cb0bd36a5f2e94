class Timer:
    log = []
    def __init__(self, label):
        self.label = label
    def __enter__(self):
        Timer.log.append(f"enter {self.label}")
        return self
    def __exit__(self, exc_type, exc, tb):
        Timer.log.append(f"exit {self.label} exc={exc_type.__name__ if exc_type else None}")
        return exc_type is KeyError

with Timer("a") as t:
    print("inside", t.label)
with Timer("b"):
    {}["missing"]
try:
    with Timer("c"):
        raise ValueError("boom")
except ValueError as e:
    print("caught", e)
print("\n".join(Timer.log))
