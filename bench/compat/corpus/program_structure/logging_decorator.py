import functools

call_log = []

def logged(fn):
    @functools.wraps(fn)
    def inner(*args, **kwargs):
        shown = [repr(a) if len(repr(a)) < 20 else f"<{type(a).__name__} len={len(a)}>" for a in args]
        shown += [f"{k}={v!r}" for k, v in kwargs.items()]
        result = fn(*args, **kwargs)
        call_log.append(fn.__name__)
        print(f"{fn.__name__}({', '.join(shown)}) -> {result!r}")
        return result
    return inner

@logged
def count_label(text, label):
    return sum(1 for l in text.splitlines() if f"label={label} " in l)

@logged
def top_region(text, *, label=None):
    c = {}
    for l in text.splitlines():
        if "region=" in l and (label is None or f"label={label} " in l):
            r = l.split("region=")[1].split()[0]
            c[r] = c.get(r, 0) + 1
    return max(sorted(c), key=c.get)

count_label(context, "promo")
count_label(context, "spam")
top_region(context)
top_region(context, label="alert")
print(call_log)
print(count_label.__wrapped__(context, "ham"))
print(count_label.__name__, hasattr(top_region, "__wrapped__"))
