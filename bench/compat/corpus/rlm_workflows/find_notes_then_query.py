import re

# Find the checkpoint markers first
marks = [(m.start(), m.group(0)) for m in re.finditer(r"NOTE checkpoint \d+:[^\n]*", context)]
print(f"found {len(marks)} markers")
for pos, text in marks[:3]:
    print(pos, "|", text)

# Split the context into the sections between checkpoints
sections = []
prev = 0
for pos, text in marks:
    sections.append(context[prev:pos])
    prev = pos + len(text) + 1
tail = context[prev:]
print("trailing chars after last marker:", len(tail))

pairs = [(sec, f"Summarise section {i} in one line") for i, sec in enumerate(sections)]
res = rlm_query_batched(pairs)
summary = {}
for i, r in enumerate(res):
    summary[i] = r
for k, v in summary.items():
    print(f"section {k}: {v}")
