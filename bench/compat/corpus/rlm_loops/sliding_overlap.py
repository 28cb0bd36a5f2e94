# Overlapping character windows so that no record is cut in half without a copy
size, overlap = 3000, 300
windows = []
pos = 0
while pos < len(context):
    end = min(pos + size, len(context))
    windows.append((pos, end))
    if end == len(context):
        break
    pos = end - overlap

print("windows:", windows)
queries = [context[a:b] for a, b in windows]
replies = llm_query_batched([f"Extract invoice numbers:\n{q}" for q in queries])

seen = set()
merged = []
for (a, b), r in zip(windows, replies):
    key = r.split("(")[-1]
    if key in seen:
        continue
    seen.add(key)
    merged.append(r)
print(len(merged), "unique replies")
for r in merged:
    print(" -", r)
