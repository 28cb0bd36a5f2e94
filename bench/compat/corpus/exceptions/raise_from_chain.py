import json

class ConfigError(Exception):
    pass

def load_threshold(raw):
    try:
        cfg = json.loads(raw)
        return float(cfg["threshold"])
    except json.JSONDecodeError as e:
        raise ConfigError(f"bad json at pos {e.pos}") from e
    except KeyError as e:
        raise ConfigError(f"missing key {e}") from None
    except (TypeError, ValueError) as e:
        raise ConfigError("threshold not numeric") from e

amounts = [float(t[7:]) for t in context.split() if t.startswith("amount=")]
for raw in ['{"threshold": 150}', '{"threshold": "abc"}', '{"limit": 1}', '{threshold: 1}', '{"threshold": [1]}']:
    try:
        th = load_threshold(raw)
        print(raw, "->", th, sum(a > th for a in amounts))
    except ConfigError as e:
        cause = e.__cause__
        print(raw, "->", e, "| cause:", type(cause).__name__ if cause else None,
              "| suppress:", e.__suppress_context__)
