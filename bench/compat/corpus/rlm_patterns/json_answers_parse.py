import json

def mock_json_llm(prompt):
    # emulate a model that answers in JSON, sometimes malformed
    raw = llm_query(prompt)
    n = len(prompt)
    if n % 3 == 0:
        return raw
    return json.dumps({"summary": raw[:20], "chars": n, "flag": n % 2 == 0})

lines = [l for l in context.splitlines() if "label=spam" in l]
groups = [lines[i:i + 9] for i in range(0, len(lines), 9)]
parsed, bad = [], []
for i, g in enumerate(groups):
    reply = mock_json_llm("Classify spam:\n" + "\n".join(g))
    try:
        obj = json.loads(reply)
    except json.JSONDecodeError as e:
        bad.append((i, e.msg, e.pos))
        continue
    parsed.append({"group": i, **obj})

print(len(groups), len(parsed), bad)
for p in parsed:
    print(p)
print(json.dumps(parsed[:1], separators=(",", ":")))
