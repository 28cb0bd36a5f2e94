import textwrap
rows = [
    ("R1", "Parse the context into sections and count the headers found in each one.", "done"),
    ("R2", "Query sub-model per chunk.", "running"),
    ("R3", "Aggregate partial answers, dedupe by normalized key, then compute the final ranking with ties broken by first appearance.", "todo"),
]
w = [4, 40, 8]
print(f"{'ID':<{w[0]}} {'Description':<{w[1]}} {'Status':<{w[2]}}")
print(" ".join("-" * x for x in w))
for rid, desc, st in rows:
    lines = textwrap.wrap(desc, w[1])
    for i, line in enumerate(lines):
        print(f"{rid if i == 0 else '':<{w[0]}} {line:<{w[1]}} {st if i == 0 else '':<{w[2]}}".rstrip())
