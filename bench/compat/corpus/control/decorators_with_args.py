import functools
calls = []
def retry(times=2, exceptions=(ValueError,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a, **kw):
            for attempt in range(1, times + 1):
                try:
                    return fn(*a, **kw)
                except exceptions as e:
                    calls.append(f"{fn.__name__} attempt {attempt} failed: {e}")
            return None
        return wrapper
    return deco

state = {"n": 0}
@retry(times=3)
def flaky():
    state["n"] += 1
    if state["n"] < 3:
        raise ValueError(f"try {state['n']}")
    return "ok"
print(flaky(), flaky.__name__)
print("\n".join(calls))
