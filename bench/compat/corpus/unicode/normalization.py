import unicodedata

a = "caf\u00e9"
b = "cafe\u0301"
print(a == b, len(a), len(b), a, b)
for form in ("NFC", "NFD", "NFKC", "NFKD"):
    na, nb = unicodedata.normalize(form, a), unicodedata.normalize(form, b)
    print(form, na == nb, len(na), [hex(ord(c)) for c in nb])
print(unicodedata.normalize("NFKC", "ﬁ ① ² Ｆｕｌｌ ㎞"))
print(unicodedata.is_normalized("NFC", a), unicodedata.is_normalized("NFC", b))

def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFD", s) if not unicodedata.combining(c))
names = ["Zoë", "Ñandú", "Ångström", "Crème brûlée", "Łódź"]
for n in names:
    print(f"{n:<14}-> {strip_accents(n)}")
print(sorted(names), sorted(names, key=strip_accents))
