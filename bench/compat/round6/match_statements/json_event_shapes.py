import json

context = """{"type": "click", "x": 10, "y": 20}
{"type": "key", "key": "Enter", "mods": ["ctrl"]}
{"type": "key", "key": "a", "mods": []}
{"type": "scroll", "delta": -3}
{"type": "resize", "size": {"w": 800, "h": 600}}
{"type": "resize", "size": {"w": 0}}
{"kind": "legacy"}
[1, 2, 3]
"ping"
null"""

for line in context.splitlines():
    match json.loads(line):
        case {"type": "click", "x": int(x), "y": int(y)}:
            print(f"click at ({x}, {y})")
        case {"type": "key", "key": k, "mods": [first, *others]}:
            print(f"key {k} with {first}" + (f" +{len(others)}" if others else ""))
        case {"type": "key", "key": str() as k}:
            print(f"plain key {k!r}")
        case {"type": "scroll", "delta": d} if d < 0:
            print(f"scroll up {-d}")
        case {"type": "resize", "size": {"w": w, "h": h}}:
            print(f"resize {w}x{h}")
        case {"type": t, **rest}:
            print(f"unhandled {t} with keys {sorted(rest)}")
        case {"kind": _}:
            print("legacy event")
        case [*items]:
            print("array of", len(items))
        case str(s):
            print("string", s)
        case None:
            print("null event")
