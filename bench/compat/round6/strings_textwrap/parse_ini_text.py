context = """
; global settings
[server]
host = 0.0.0.0
port = 8080
  # indented comment
[database]
url = postgres://db/main
pool = 5
[server]
timeout = 30
[empty]
[bad section
key without equals
[paths]
root = /srv/app = weird
"""

config, current, problems = {}, None, []
for n, raw in enumerate(context.splitlines(), 1):
    line = raw.strip()
    if not line or line[0] in ";#":
        continue
    if line.startswith("["):
        if not line.endswith("]"):
            problems.append(f"line {n}: unterminated section {line!r}")
            current = None
            continue
        current = line[1:-1].strip()
        config.setdefault(current, {})
    elif "=" in line and current:
        key, _, value = line.partition("=")
        config[current][key.strip()] = value.strip()
    else:
        problems.append(f"line {n}: cannot parse {line!r}")
for section, values in config.items():
    print(f"[{section}]", values)
print("\n".join(problems))
