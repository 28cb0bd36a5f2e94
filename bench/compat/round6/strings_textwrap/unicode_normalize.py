import unicodedata

words = ["café", "cafe\u0301", "naïve", "Ångström", "ﬁle", "①②", "Straße"]
for w in words:
    nfc = unicodedata.normalize("NFC", w)
    nfkd = unicodedata.normalize("NFKD", w)
    ascii_ = "".join(c for c in nfkd if not unicodedata.combining(c))
    print(f"{w!r:<14} len={len(w)} nfc={len(nfc)} ascii={ascii_!r}")
print("café" == "cafe\u0301", unicodedata.normalize("NFC", "cafe\u0301") == "café")
for ch in "A1 é€\u00a0":
    print(repr(ch), unicodedata.name(ch, "?"), unicodedata.category(ch))
print(unicodedata.numeric("½"), unicodedata.decimal("7"), unicodedata.lookup("SNOWMAN"))
