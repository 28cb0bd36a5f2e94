import json
lines = [l for l in context.splitlines() if l.startswith("id=")][:12]
batch = llm_query_batched([f"Classify the sentiment of: {l}" for l in lines])
tally = {}
for line, ans in zip(lines, batch):
    key = "long" if len(ans) > 45 else "short"
    tally.setdefault(key, []).append(int(line.split()[0][3:]))
print(json.dumps(tally, sort_keys=True))
print(batch[0])
