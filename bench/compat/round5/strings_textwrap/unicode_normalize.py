import unicodedata
s1 = "café"
s2 = "cafe\u0301"
print(s1 == s2, len(s1), len(s2))
print(unicodedata.normalize("NFC", s2) == s1, len(unicodedata.normalize("NFD", s1)))
def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
print(strip_accents("Crème brûlée à São Paulo"))
for ch in "aÉ1 ½€":
    print(repr(ch), unicodedata.name(ch, "?"), unicodedata.category(ch))
print(unicodedata.normalize("NFKC", "ﬁ ① Ｈｅｌｌｏ"))
print("ß".casefold() == "ss", "Straße".lower(), "Straße".upper())
