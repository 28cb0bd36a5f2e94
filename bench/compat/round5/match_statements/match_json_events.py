import json
events = json.loads("""[
 {"type": "click", "x": 10, "y": 20},
 {"type": "key", "key": "Enter", "mods": ["ctrl"]},
 {"type": "key", "key": "a", "mods": []},
 {"type": "scroll", "delta": -3},
 {"type": "resize", "size": {"w": 800, "h": 600}},
 {"type": "resize", "size": {"w": 0, "h": 600}},
 {"kind": "legacy"},
 ["not", "a", "dict"]
]""")
for ev in events:
    match ev:
        case {"type": "click", "x": int(x), "y": int(y)}:
            out = f"click at ({x}, {y})"
        case {"type": "key", "key": k, "mods": [first, *_]}:
            out = f"key {k} with {first}"
        case {"type": "key", "key": k}:
            out = f"plain key {k}"
        case {"type": "scroll", "delta": d} if d < 0:
            out = f"scroll up {-d}"
        case {"type": "resize", "size": {"w": w, "h": h}} if w and h:
            out = f"resize {w}x{h}"
        case {"type": t, **rest}:
            out = f"unhandled {t} {sorted(rest)}"
        case dict():
            out = f"no type: {ev}"
        case _:
            out = f"not an event: {ev!r}"
    print(out)
