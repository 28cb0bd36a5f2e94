context = """2024-05-01 INFO user=ann action=login
2024-05-01 WARN disk=/var usage=91
2024-05-01 ERROR code=E42 msg=timeout
2024-05-02 INFO user=bob action=logout
2024-05-02 ERROR code=E7
2024-05-02 DEBUG trace=on
garbage"""

summary = {"logins": [], "disk": [], "errors": []}
for line in context.splitlines():
    parts = line.split()
    match parts:
        case [date, "INFO", *kvs]:
            kv = dict(p.split("=") for p in kvs)
            match kv:
                case {"action": "login", "user": u}:
                    summary["logins"].append((date, u))
                case {"action": act}:
                    print(f"{date}: {kv.get('user')} did {act}")
        case [date, "WARN", disk, usage]:
            pct = int(usage.split("=")[1])
            summary["disk"].append((disk.split("=")[1], pct))
        case [date, "ERROR", code, *msg]:
            summary["errors"].append((code[5:], msg[0][4:] if msg else None))
        case [_, level, *_]:
            print("ignored level", level)
        case _:
            print("unparseable:", line)
print(summary)
