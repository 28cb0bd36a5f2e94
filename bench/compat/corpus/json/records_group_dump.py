import json
records = [{"id": i, "score": s, "tags": t} for i, (s, t) in enumerate([(0.5, ["a"]), (0.9, []), (0.7, ["a", "b"])])]
best = max(records, key=lambda r: r["score"])
print(best, sorted(records, key=lambda r: (-r["score"], r["id"]))[0]["id"])
by_tag = {}
for r in records:
    for t in r["tags"] or ["none"]:
        by_tag.setdefault(t, []).append(r["id"])
print(by_tag, json.dumps(by_tag), json.loads(json.dumps(records))[2]["tags"])
chunks = [list(range(10))[i:i + 3] for i in range(0, 10, 3)]
print(chunks, len(chunks), sum(len(c) for c in chunks))
summary = {k: round(sum(r["score"] for r in records if k in r["tags"]) / max(1, len(v)), 3) for k, v in by_tag.items()}
print(summary)
print(json.dumps({"a": 1.0, "b": float("inf") if False else 2, "c": [1e20, 1e-7, 0.1 + 0.2]}), json.dumps("tab\t\"q\""), json.dumps({1: 2, None: 3, True: 4}))
print(json.dumps([{"x": 1}], separators=(",", ":")), json.dumps({"z": 1, "a": {"b": [1, 2]}}, indent=2, sort_keys=True))
