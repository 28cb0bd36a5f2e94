configs = [
    {"backend": "python", "timeout": 30},
    {"backend": "gpython"},
    {"backend": "go", "timeout": 5, "extra": True},
    {"backend": "python", "timeout": "30"},
    {"mode": "auto"},
    {},
]
for cfg in configs:
    match cfg:
        case {"backend": "python" | "gpython" as b, "timeout": int(t)}:
            msg = f"{b} with timeout {t}s"
        case {"backend": "go", "timeout": t, **extra}:
            msg = f"go backend t={t} extras={sorted(extra)}"
        case {"backend": str(b), "timeout": t}:
            msg = f"{b}: timeout has wrong type {type(t).__name__}"
        case {"backend": b}:
            msg = f"{b} with default timeout"
        case {"mode": "auto"}:
            msg = "auto-select backend"
        case {}:
            msg = "empty config"
    print(f"{str(cfg):<50} {msg}")
