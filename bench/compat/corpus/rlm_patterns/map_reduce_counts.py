import json

lines = context.splitlines()
n_chunks = 5
size = -(-len(lines) // n_chunks)
chunks = [lines[i:i + size] for i in range(0, len(lines), size)]

def local_count(chunk):
    counts = {}
    for l in chunk:
        if "label=" in l:
            lab = l.split("label=")[1].split()[0]
            counts[lab] = counts.get(lab, 0) + 1
    return counts

partials = []
for i, ch in enumerate(chunks):
    c = local_count(ch)
    _ = llm_query(f"verify counts {json.dumps(c)} for chunk {i}")
    partials.append(c)
    print(f"chunk {i}: {len(ch)} lines -> {json.dumps(c, sort_keys=True)}")

merged = {}
for p in partials:
    for k, v in p.items():
        merged[k] = merged.get(k, 0) + v
print(json.dumps(dict(sorted(merged.items(), key=lambda kv: -kv[1])), indent=2))
print(sum(merged.values()))
