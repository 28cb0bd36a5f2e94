import functools

call_log = []

def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        call_log.append(f"{fn.__name__}({', '.join(map(repr, args))}) -> {result!r}")
        return result
    return wrapper

def memo(fn):
    cache = {}
    @functools.wraps(fn)
    def wrapper(key):
        if key not in cache:
            cache[key] = fn(key)
        else:
            wrapper.hits += 1
        return cache[key]
    wrapper.hits = 0
    return wrapper

@memo
@logged
def user_total(user):
    """Sum of amounts for one user."""
    return round(sum(float(l.split()[3][7:]) for l in context.splitlines()
                     if l.startswith("id=") and l.split()[1] == f"user={user}"), 2)

for u in ["alice", "bob", "alice", "erin", "bob", "alice"]:
    user_total(u)
print(call_log)
print(user_total.hits, user_total.__name__, user_total.__doc__)
print(user_total.__wrapped__.__name__, user_total.__wrapped__.__wrapped__("dave"))
