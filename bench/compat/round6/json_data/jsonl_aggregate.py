import json
from collections import defaultdict

context = """{"ts": "2024-05-01T10:00:00", "model": "small", "tokens": 1200, "ok": true}
{"ts": "2024-05-01T10:00:05", "model": "large", "tokens": 8000, "ok": true}
{"ts": "2024-05-01T10:01:00", "model": "small", "tokens": 900, "ok": false, "error": "timeout"}
not json at all
{"ts": "2024-05-01T10:02:00", "model": "small", "tokens": 1500, "ok": true}
{"ts": "2024-05-01T10:03:00", "model": "large", "ok": true}
{"ts": "2024-05-01T10:04:00", "model": "medium", "tokens": 3000, "ok": false, "error": "rate_limit"}"""

stats = defaultdict(lambda: {"calls": 0, "tokens": 0, "errors": []})
bad = 0
for line in context.splitlines():
    try:
        rec = json.loads(line)
    except json.JSONDecodeError:
        bad += 1
        continue
    s = stats[rec["model"]]
    s["calls"] += 1
    s["tokens"] += rec.get("tokens", 0)
    if not rec["ok"]:
        s["errors"].append(rec.get("error", "unknown"))
for model in sorted(stats, key=lambda m: -stats[m]["tokens"]):
    s = stats[model]
    print(f"{model:<7} calls={s['calls']} tokens={s['tokens']:>6,} avg={s['tokens'] / s['calls']:8.1f} errors={s['errors']}")
print("unparseable lines:", bad)
print(json.dumps(stats["small"]))
