import re
templates = {}
for msg in re.findall(r'msg="([^"]*)"', context):
    t = re.sub(r"\d+", "<N>", msg)
    templates[t] = templates.get(t, 0) + 1
for t, n in sorted(templates.items(), key=lambda x: -x[1]):
    print(f"{n:3d}  {t}")
