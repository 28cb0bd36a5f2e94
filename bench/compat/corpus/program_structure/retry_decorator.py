import functools

class TransientError(Exception):
    pass

def retry(times=3, exceptions=(Exception,)):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(1, times + 1):
                try:
                    result = fn(*args, **kwargs)
                    print(f"  {fn.__name__} succeeded on attempt {attempt}")
                    return result
                except exceptions as e:
                    last = e
                    print(f"  attempt {attempt} failed: {e}")
            raise RuntimeError(f"{fn.__name__} failed after {times} attempts") from last
        return wrapper
    return decorator

calls = {"n": 0}

@retry(times=4, exceptions=(TransientError,))
def flaky_query(chunk):
    """Query the sub-model, failing the first two times."""
    calls["n"] += 1
    if calls["n"] < 3:
        raise TransientError(f"timeout #{calls['n']}")
    return llm_query("Summarise: " + chunk)

print(flaky_query(context[:500]))
print(flaky_query.__name__, "|", flaky_query.__doc__)

@retry(times=2)
def always_bad():
    raise ValueError("bad input")

try:
    always_bad()
except RuntimeError as e:
    print(type(e).__name__, e, "| cause:", repr(e.__cause__))
