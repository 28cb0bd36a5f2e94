def safe_query(sub, q):
    try:
        if not sub.strip():
            raise ValueError("empty sub-context")
        if len(q) > 60:
            raise ValueError(f"query too long ({len(q)} chars)")
        return rlm_query(sub, q)
    except ValueError as e:
        print("  skipped:", type(e).__name__, e)
        return None

lines = context.splitlines()
jobs = [
    ("\n".join(lines[:10]), "Which labels appear?"),
    ("", "Anything here?"),
    ("\n".join(lines[10:30]), "Please describe in great detail every single anomaly you can find"),
    ("\n".join(lines[30:60]), "Total amount?"),
]
results = []
for i, (sub, q) in enumerate(jobs):
    print(f"job {i}:")
    results.append(safe_query(sub, q))

ok = [r for r in results if r is not None]
print(f"{len(ok)}/{len(jobs)} succeeded")
for r in ok:
    print(" ", r)
try:
    print(results[1].upper())
except AttributeError as e:
    print(type(e).__name__, e)
