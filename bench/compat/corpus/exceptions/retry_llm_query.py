import time

class TransientError(Exception):
    pass

attempts = {"n": 0}

def flaky_query(prompt):
    attempts["n"] += 1
    if attempts["n"] % 3 != 0:
        raise TransientError(f"rate limited (attempt {attempts['n']})")
    return llm_query(prompt)

def with_retry(fn, prompt, max_tries=4):
    last = None
    for attempt in range(1, max_tries + 1):
        try:
            return fn(prompt), attempt
        except TransientError as e:
            last = e
            print(f"  attempt {attempt} failed: {e}")
    raise RuntimeError(f"gave up after {max_tries} tries") from last

chunks = [context[i:i + 2000] for i in range(0, len(context), 2000)][:3]
results = []
for i, ch in enumerate(chunks):
    ans, tries = with_retry(flaky_query, f"Summarize chunk {i}:\n{ch}")
    results.append(ans)
    print(f"chunk {i}: {ans!r} after {tries}")

attempts["n"] = 1
try:
    with_retry(flaky_query, "x", max_tries=1)
except RuntimeError as e:
    print(type(e).__name__, e, "<-", repr(e.__cause__))
