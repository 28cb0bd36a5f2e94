import re
spec = [
    ("NUMBER", r"\d+(?:\.\d*)?"),
    ("STRING", r'"[^"]*"'),
    ("NAME", r"[A-Za-z_]\w*"),
    ("OP", r"==|!=|<=|>=|[+\-*/=<>()\[\],:]"),
    ("SKIP", r"\s+"),
    ("ERROR", r"."),
]
master = re.compile("|".join(f"(?P<{n}>{p})" for n, p in spec))
src = 'if total >= 10.5: result = f(x, "hi there") * 2 $'
tokens = []
for m in master.finditer(src):
    kind = m.lastgroup
    if kind == "SKIP":
        continue
    tokens.append((kind, m.group()))
for k, v in tokens:
    print(f"{k:<7}{v}")
print("errors:", [v for k, v in tokens if k == "ERROR"])
print("names:", [v for k, v in tokens if k == "NAME"])
