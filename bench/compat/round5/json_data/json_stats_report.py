import json, statistics
context = json.dumps({"runs": [
    {"model": "m1", "task": "qa", "score": 0.71, "latency_ms": 1200},
    {"model": "m1", "task": "sum", "score": 0.64, "latency_ms": 2100},
    {"model": "m2", "task": "qa", "score": 0.80, "latency_ms": 900},
    {"model": "m2", "task": "sum", "score": 0.58, "latency_ms": 1900},
    {"model": "m2", "task": "code", "score": 0.44, "latency_ms": 3100},
    {"model": "m1", "task": "code", "score": 0.52, "latency_ms": 2800},
]})
runs = json.loads(context)["runs"]
models = sorted({r["model"] for r in runs})
print(f"{'model':<6}{'mean':>7}{'median':>8}{'p_lat':>8}")
for m in models:
    sc = [r["score"] for r in runs if r["model"] == m]
    lat = [r["latency_ms"] for r in runs if r["model"] == m]
    print(f"{m:<6}{statistics.mean(sc):>7.3f}{statistics.median(sc):>8.3f}{max(lat):>8d}")
best = {}
for r in runs:
    if r["task"] not in best or r["score"] > best[r["task"]]["score"]:
        best[r["task"]] = r
print(json.dumps({t: b["model"] for t, b in sorted(best.items())}))
