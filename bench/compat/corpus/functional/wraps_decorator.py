from functools import wraps

call_log = []

def traced(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        call_log.append(fn.__name__)
        result = fn(*args, **kwargs)
        shown = ", ".join([repr(a)[:20] for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
        print(f"-> {fn.__name__}({shown}) = {result!r}"[:90])
        return result
    return wrapper

def undocumented(fn):
    def inner(*a, **k):
        return fn(*a, **k)
    return inner

@traced
def count_label(text, label="spam"):
    """Count records with the given label."""
    return sum(1 for l in text.splitlines() if f" label={label} " in l)

@traced
def ask(question, chunk_size=2000):
    return [llm_query(f"{question}\n{context[i:i + chunk_size]}")
            for i in range(0, len(context), chunk_size)][:2]

@undocumented
def plain(x):
    """docs lost"""
    return x

count_label(context)
count_label(context, label="alert")
ask("Which users had refunds?", chunk_size=5000)
print(count_label.__name__, "|", count_label.__doc__)
print(count_label.__wrapped__(context, "ham"))
print(plain.__name__, plain.__doc__)
print(call_log)
