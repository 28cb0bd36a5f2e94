from functools import wraps

def retry(times=3, exceptions=(Exception,)):
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(1, times + 1):
                try:
                    return fn(*args, **kwargs)
                except exceptions as e:
                    print(f"  {fn.__name__} attempt {attempt}/{times}: {e}")
            return None
        return wrapper
    return decorator

state = {"calls": 0}

@retry(times=4, exceptions=(ConnectionError,))
def ask(prompt):
    state["calls"] += 1
    if state["calls"] < 3:
        raise ConnectionError("timeout")
    return llm_query(prompt)

@retry(times=2)
def always_fails():
    raise ValueError("nope")

print(ask("Which users have alerts? " + context[:100]))
print(always_fails(), state)

def tag(label):
    return lambda fn: (setattr(fn, "label", label), fn)[1]

@tag("parser")
def first_ids(n):
    return [l.split()[0] for l in context.splitlines()[:n]]

print(first_ids.label, first_ids(3))
