def process(item):
    if item < 0:
        raise ValueError("negative", item)
    return item * 2

results, failures = [], []
for chunk_id, item in enumerate([3, -1, 4, -7]):
    try:
        results.append(process(item))
    except ValueError as e:
        e.add_note(f"while processing chunk {chunk_id}")
        e.add_note("input came from context[...]")
        failures.append(e)
print(results)
for f in failures:
    print(f.args, f.__notes__)
try:
    raise ExceptionGroup("chunk failures", failures)
except ExceptionGroup as g:
    print(g.message, len(g.exceptions), [e.args[1] for e in g.exceptions])
e = KeyError("k")
print(repr(e), str(e), e.args, str(KeyError()), str(KeyError("a", "b")))
