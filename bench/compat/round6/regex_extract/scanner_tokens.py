import re

TOKEN_SPEC = [
    ("NUMBER", r"\d+(?:\.\d*)?"),
    ("ASSIGN", r":="),
    ("END", r";"),
    ("ID", r"[A-Za-z_]\w*"),
    ("OP", r"[+\-*/()]"),
    ("STRING", r'"[^"]*"'),
    ("NEWLINE", r"\n"),
    ("SKIP", r"[ \t]+"),
    ("MISMATCH", r"."),
]
master = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in TOKEN_SPEC))
KEYWORDS = {"if", "then", "end", "print"}

code = '''total := price * 1.08;
if total then print "big" end;
x := (a + 42) / b $ ;'''
line = 1
counts = {}
for m in master.finditer(code):
    kind, value = m.lastgroup, m.group()
    if kind == "ID" and value in KEYWORDS:
        kind = value.upper()
    if kind == "NEWLINE":
        line += 1
        continue
    if kind == "SKIP":
        continue
    if kind == "MISMATCH":
        print(f"line {line}: unexpected {value!r} at column {m.start() - code.rfind(chr(10), 0, m.start())}")
        continue
    counts[kind] = counts.get(kind, 0) + 1
print(counts)
print([m.lastgroup for m in master.finditer("a:=1;")])
