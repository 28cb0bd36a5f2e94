import re
import unicodedata

msgs = re.findall(r'msg="([^"]*)"', context)[:6]
table = str.maketrans({"0": "O", "1": "I", " ": "_"})
for m in msgs[:3]:
    print(m.translate(table))

strip_digits = str.maketrans("", "", "0123456789")
cleaned = [" ".join(m.translate(strip_digits).split()) for m in msgs]
print(cleaned)

messy = "  Café\u00a0Order\t#1885 — SHIPPED   late!  "
norm = unicodedata.normalize("NFKD", messy)
ascii_only = norm.encode("ascii", "ignore").decode()
print(repr(ascii_only))
print(repr(" ".join(ascii_only.split()).casefold()))
print(messy.strip().center(40, "."))
print("café".upper(), "straße".upper(), "ǅ".lower(), len("straße".casefold()))
