from contextlib import suppress, contextmanager

values = ["10", "x", "30", None, "5"]
total = 0
for v in values:
    with suppress(ValueError, TypeError):
        total += int(v)
print("total:", total)

@contextmanager
def transaction(store):
    snapshot = dict(store)
    try:
        yield store
    except Exception as e:
        store.clear()
        store.update(snapshot)
        print(f"rolled back ({type(e).__name__}: {e})")
    else:
        print("committed")

accounts = {"a": 100, "b": 50}
with transaction(accounts) as s:
    s["a"] -= 30
    s["b"] += 30
with transaction(accounts) as s:
    s["a"] -= 500
    if s["a"] < 0:
        raise ValueError("insufficient funds")
print(accounts)

with suppress(KeyError):
    print("before")
    {}["k"]
    print("never")
print("after")
