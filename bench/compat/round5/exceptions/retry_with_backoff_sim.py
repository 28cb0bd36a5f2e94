class TransientError(Exception):
    pass

class PermanentError(Exception):
    pass

def make_flaky(failures, permanent_at=None):
    state = {"calls": 0}
    def call(prompt):
        state["calls"] += 1
        if permanent_at is not None and state["calls"] == permanent_at:
            raise PermanentError("content policy")
        if state["calls"] <= failures:
            raise TransientError(f"503 on call {state['calls']}")
        return f"answer to {prompt!r}"
    return call, state

def with_retries(fn, arg, max_tries=4, base=0.5):
    delays = []
    for attempt in range(1, max_tries + 1):
        try:
            return fn(arg), delays
        except TransientError as e:
            if attempt == max_tries:
                raise RuntimeError(f"gave up after {attempt} attempts") from e
            delays.append(base * 2 ** (attempt - 1))
    raise AssertionError("unreachable")

for failures, perm in [(0, None), (2, None), (5, None), (1, 2)]:
    fn, st = make_flaky(failures, perm)
    try:
        res, delays = with_retries(fn, "q")
        print(f"ok after {st['calls']} calls, slept {delays}: {res}")
    except RuntimeError as e:
        print("RuntimeError:", e, "| last:", e.__cause__)
    except PermanentError as e:
        print("PermanentError:", e, "calls:", st["calls"])
