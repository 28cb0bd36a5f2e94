import re

context = """deploy api v2.3.1 to prod
rollback web to v1.9.0
deploy worker v0.1.0-beta to staging
scale api 5
scale web 0
restart cache
deploy api to prod"""

pattern = re.compile(r"(?P<verb>\w+) (?P<svc>\w+)(?: (?P<arg>\S+))?(?: to (?P<target>\S+))?$")
for line in context.splitlines():
    m = pattern.match(line)
    if not m:
        print("no match:", line)
        continue
    match m.groupdict():
        case {"verb": "deploy", "svc": svc, "arg": str(ver), "target": "prod"} if "-" not in ver:
            print(f"PROD deploy {svc} {ver}")
        case {"verb": "deploy", "svc": svc, "arg": str(ver), "target": env}:
            print(f"deploy {svc} {ver} to {env} (pre-release or non-prod)")
        case {"verb": "deploy", "arg": None}:
            print("deploy without version refused:", line)
        case {"verb": "rollback", "svc": svc, "arg": None, "target": ver}:
            print(f"rollback {svc} -> {ver}")
        case {"verb": "scale", "svc": svc, "arg": "0"}:
            print(f"stop {svc}")
        case {"verb": "scale", "svc": svc, "arg": n}:
            print(f"scale {svc} to {int(n)} replicas")
        case {"verb": verb, "svc": svc}:
            print(f"generic {verb} on {svc}")
