import re
lines = [
    "SET user.name = Alice",
    "GET user.name",
    "DEL user.age",
    "SET user.age = 31",
    "GET user.age",
    "INCR user.age",
    "GET missing.key",
    "???",
]
store = {}
for line in lines:
    if not (m := re.fullmatch(r"(\w+)\s+([\w.]+)(?:\s*=\s*(.+))?", line)):
        print(f"{line!r}: parse error")
        continue
    match m.groups():
        case ("SET", key, value) if value is not None:
            store[key] = int(value) if value.isdigit() else value
            print(f"set {key}")
        case ("GET", key, None):
            print(f"{key} = {store.get(key, '<nil>')!r}")
        case ("DEL", key, None):
            print(f"del {key}: {'ok' if store.pop(key, None) is not None else 'absent'}")
        case ("INCR", key, None) if isinstance(store.get(key), int):
            store[key] += 1
            print(f"{key} -> {store[key]}")
        case (op, *_):
            print(f"unsupported {op}")
print(store)
