import json

class ConfigError(Exception):
    """Raised when a summary config cannot be loaded."""

def load_config(raw):
    try:
        cfg = json.loads(raw)
    except json.JSONDecodeError as e:
        raise ConfigError(f"bad json at pos {e.pos}") from e
    try:
        return int(cfg["chunk_size"]), cfg.get("query", "summarize")
    except KeyError as e:
        raise ConfigError(f"missing key {e}") from None
    except (TypeError, ValueError) as e:
        raise ConfigError("chunk_size must be an int") from e

samples = [
    '{"chunk_size": 40, "query": "list refunds"}',
    '{"chunk_size": "fifty"}',
    '{"query": "x"}',
    '{"chunk_size": 40,,}',
    '{"chunk_size": 60}',
]
for raw in samples:
    try:
        size, q = load_config(raw)
    except ConfigError as e:
        cause = e.__cause__
        print(f"ConfigError: {e} | cause={type(cause).__name__ if cause else None} | suppressed={e.__suppress_context__}")
        continue
    lines = context.splitlines()
    pieces = ["\n".join(lines[i:i + size]) for i in range(0, len(lines), size)]
    print(f"size={size} pieces={len(pieces)} ->", rlm_query(pieces[0], q))

print(ConfigError.__doc__)
print(ConfigError.__mro__[1].__name__)
