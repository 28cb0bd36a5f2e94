import json

stats = {
    "run": "2024-05-01",
    "models": {"small": {"calls": 120, "cost": 0.0345, "p50_ms": 210.5}, "large": {"calls": 8, "cost": 1.2, "p50_ms": 1900}},
    "errors": [],
    "flags": {"cached": True, "dry_run": False, "limit": None},
}
print(json.dumps(stats, indent=2))
print(json.dumps(stats, sort_keys=True, separators=(",", ":")))
print(json.dumps({"ünïcode": "naïve café", "emoji": "✓"}))
print(json.dumps({"ünïcode": "naïve café"}, ensure_ascii=False))
print(json.dumps([1.0, 1e20, 0.1, -0.0, 3], indent=None))
