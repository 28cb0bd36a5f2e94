import functools

def retry(times=3, exceptions=(Exception,), log=None):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as e:
                    if log is not None:
                        log.append(f"{fn.__name__} attempt {attempt}: {e}")
                    if attempt == times:
                        raise
        return wrapper
    return decorator

events = []
flaky_state = {"calls": 0}

@retry(times=4, exceptions=(ConnectionError,), log=events)
def flaky_query(prompt):
    flaky_state["calls"] += 1
    if flaky_state["calls"] % 3 != 0:
        raise ConnectionError(f"timeout #{flaky_state['calls']}")
    return llm_query(prompt)

chunks = [context[i:i + 4000] for i in range(0, len(context), 4000)][:3]
for i, ch in enumerate(chunks):
    print(i, flaky_query(f"Summarize chunk {i} ({len(ch)} chars)"))
print(*events, sep="\n")
print(flaky_query.__name__, flaky_state)

@retry(times=2, log=events)
def always_fails(x):
    raise ValueError(f"bad input {x!r}")

try:
    always_fails("q")
except ValueError as e:
    print("gave up:", e)
print(events[-2:])
