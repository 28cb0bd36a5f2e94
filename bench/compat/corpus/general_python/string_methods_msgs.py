msgs = []
for line in context.splitlines():
    if 'msg="' in line:
        msgs.append(line[line.index('msg="') + 5:].rstrip('"'))
print(len(msgs))
print(msgs[0].upper(), "|", msgs[1].title(), "|", msgs[2].capitalize())
templates = {}
for m in msgs:
    words = m.split()
    key = " ".join(w if not w.isdigit() else "<N>" for w in words)
    templates[key] = templates.get(key, 0) + 1
for t, n in sorted(templates.items()):
    print(f"{n:3d}  {t}")
print(msgs[3].replace("order", "ORDER", 1).center(40, "*"))
print("startswith refund:", sum(m.startswith("refund") for m in msgs))
print("endswith days:", sum(m.endswith("days") for m in msgs))
print(repr(" x ".join(msgs[:2]).ljust(60, ".")))
print(msgs[4].find("room"), msgs[4].rfind("o"), msgs[4].count("o"))
print("zfill:", msgs[5].split()[-1].zfill(8), "-".join(msgs[6].split()[:3]))
