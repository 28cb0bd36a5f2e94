import json
from datetime import date, datetime
data = {"b": [1, 2.5, None, True], "a": {"z": "é", "y": (1, 2)}, "when": date(2024, 3, 5), "at": datetime(2024, 1, 2, 3, 4, 5)}
print(json.dumps(data, default=str))
print(json.dumps(data, indent=2, sort_keys=True, default=str))
print(json.dumps(data, ensure_ascii=False, default=str, separators=(",", ":")))
