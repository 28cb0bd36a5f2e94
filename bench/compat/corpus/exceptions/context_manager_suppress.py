from contextlib import suppress

class Timer:
    def __init__(self, name):
        self.name = name
        self.events = []

    def __enter__(self):
        self.events.append("enter")
        return self

    def __exit__(self, exc_type, exc, tb):
        self.events.append(f"exit:{exc_type.__name__ if exc_type else None}")
        return exc_type is ZeroDivisionError

lines = context.splitlines()
with Timer("parse") as t:
    n = sum(1 for l in lines if "label=alert" in l)
print(t.events, n)

with Timer("div") as t2:
    x = n / 0
    print("not reached")
print(t2.events)

try:
    with Timer("key") as t3:
        {}["x"]
except KeyError as e:
    print("escaped:", repr(e), t3.events)

amounts = {}
for l in lines:
    with suppress(IndexError, ValueError):
        user = l.split()[1].split("=")[1]
        amounts[user] = amounts.get(user, 0) + float(l.split()[3].split("=")[1])
print({k: round(v) for k, v in amounts.items()})
