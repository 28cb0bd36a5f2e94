import json

context = "\n".join(json.dumps({"id": i, "text": f"item {i}", "tags": ["a", "b"][: i % 3]}) for i in range(23))
context += "\n{broken json\n\n"

records, errors = [], []
for n, line in enumerate(context.splitlines(), 1):
    if not line.strip():
        continue
    try:
        records.append(json.loads(line))
    except json.JSONDecodeError as e:
        errors.append((n, e.msg))

batch_size = 6
batches = [records[i:i + batch_size] for i in range(0, len(records), batch_size)]
print(len(records), "records,", len(errors), "errors:", errors)
for b in batches:
    ids = [r["id"] for r in b]
    tagged = sum(1 for r in b if r["tags"])
    print(f"batch ids {ids[0]}-{ids[-1]} size {len(b)} tagged {tagged}")
