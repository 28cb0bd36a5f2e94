import json
context = "\n".join(f"order {i}: {['apples', 'pears', 'plums'][i % 3]} x{i % 4 + 1} status={'ok' if i % 6 else 'failed'}" for i in range(45))

def fake_llm_query(chunk):
    counts = {}
    failed = 0
    for line in chunk.splitlines():
        fruit = line.split(": ")[1].split(" x")[0]
        qty = int(line.split(" x")[1].split()[0])
        if "failed" in line:
            failed += 1
            continue
        counts[fruit] = counts.get(fruit, 0) + qty
    return json.dumps({"counts": counts, "failed": failed})

lines = context.splitlines()
chunks = ["\n".join(lines[i:i + 10]) for i in range(0, len(lines), 10)]
answers = [json.loads(fake_llm_query(c)) for c in chunks]
total = {}
failed = 0
for a in answers:
    failed += a["failed"]
    for k, v in a["counts"].items():
        total[k] = total.get(k, 0) + v
print("partials:", len(answers))
print("totals:", json.dumps(total, sort_keys=True))
print("failed orders:", failed)
