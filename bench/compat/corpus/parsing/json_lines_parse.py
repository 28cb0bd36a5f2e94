import json

# Convert the log to JSON lines, then re-read it including a few broken lines
jl = []
for line in context.splitlines()[:6]:
    if line.startswith("id="):
        head, _, msg = line.partition(" msg=")
        rec = {k: v for k, v in (t.split("=") for t in head.split())}
        rec["msg"] = json.loads(msg)  # msg is already a JSON-compatible string
        rec["amount"] = float(rec["amount"])
        jl.append(json.dumps(rec, sort_keys=True))
jl.insert(2, '{"id": "7", "user": ')
jl.append("not json at all")
jl.append('{"id": "x", "amount": NaN}')

loaded = []
for n, s in enumerate(jl):
    try:
        loaded.append(json.loads(s))
    except json.JSONDecodeError as e:
        print(f"line {n}: {e}")
print(len(loaded), "loaded")
print(jl[0])
print(loaded[-1], loaded[-1]["amount"] != loaded[-1]["amount"])
