import unicodedata

words = ["noël", "noe\u0308l", "ﬁnal", "Ⅻ", "١٢٣", "🇫🇷", "한국어", "ÅNGSTRÖM"]
for w in words:
    nfc = unicodedata.normalize("NFC", w)
    print(f"{w!r:22} len={len(w)} nfc_len={len(nfc)} upper={w.upper()!r} bytes={len(w.encode())}")
print("noël"[::-1], "noe\u0308l"[::-1] == "le\u0308on")
print("한".encode("utf-8"), unicodedata.normalize("NFD", "한"), len(unicodedata.normalize("NFD", "한")))
print([unicodedata.name(c) for c in unicodedata.normalize("NFD", "한")])
print("abc".center(9, "·"), "中".center(5, "＊"), "x".ljust(4, "é"))
print("a–b—c".split("—"), "α,β，γ".split("，"), " \u3000a\u3000 ".strip())
print("x\u2029y\x1cz\x85w".splitlines())
