rows = [("id", "name", "score"), (1, "ann", 9.5), (2, "bob", None), (3, "cy, jr", 7.25)]

def csv_escape(v):
    s = "" if v is None else str(v)
    if any(c in s for c in ',"\n'):
        s = '"' + s.replace('"', '""') + '"'
    return s

out = []
for r in rows:
    out.append(",".join(csv_escape(v) for v in r))
csv_text = "\n".join(out)
print(csv_text)
parts = []
for i in range(5):
    parts.append(f"<li>{i}</li>")
html = "<ul>" + "".join(parts) + "</ul>"
print(html, len(html))
acc = ""
for ch in "abcde":
    acc = ch + acc
print(acc, "".join(reversed("abcde")), " ".join("abc"), "".join(map(str, range(10))))
print("%s has %d items totalling %.2f" % ("cart", 3, 19.5), "%-6s|%6s|" % ("l", "r"), "%(x)s-%(y)s" % {"x": 1, "y": 2})
