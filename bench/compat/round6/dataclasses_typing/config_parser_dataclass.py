from dataclasses import dataclass, field, fields, MISSING

@dataclass
class ServerConfig:
    host: str
    port: int = 8080
    debug: bool = False
    timeout: float = 30.0
    allowed: list = field(default_factory=list)

def parse_bool(s):
    if s.lower() in ("1", "true", "yes", "on"):
        return True
    if s.lower() in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"not a boolean: {s!r}")

converters = {int: int, float: float, bool: parse_bool, str: str, list: lambda s: [x.strip() for x in s.split(",")]}

def load(text):
    raw = {}
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            k, v = (p.strip() for p in line.split("=", 1))
            raw[k] = v
    kwargs, problems = {}, []
    types = {"host": str, "port": int, "debug": bool, "timeout": float, "allowed": list}
    for f in fields(ServerConfig):
        if f.name in raw:
            try:
                kwargs[f.name] = converters[types[f.name]](raw.pop(f.name))
            except ValueError as e:
                problems.append(f"{f.name}: {e}")
        elif f.default is MISSING and f.default_factory is MISSING:
            problems.append(f"{f.name}: required")
    problems += [f"{k}: unknown key" for k in raw]
    return (ServerConfig(**kwargs) if not any("required" in p for p in problems) else None), problems

for text in ["host = a.example\nport=9000 # custom\ndebug=yes\nallowed = 10.0.0.1, 10.0.0.2",
             "port = eighty\ndebug = maybe\ncolor = blue"]:
    cfg, problems = load(text)
    print(cfg)
    print(problems)
