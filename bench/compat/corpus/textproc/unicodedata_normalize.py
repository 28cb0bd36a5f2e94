import unicodedata as ud
print(ud.normalize("NFKD", "Crème Brûlée ﬁ").encode("ascii", "ignore").decode(), ud.category("A"), ud.category("é"), ud.category(" "), ud.category("1"), ud.category("-"), ud.category("\u0301"))
print(len(ud.normalize("NFD", "é")), len(ud.normalize("NFC", "e\u0301")), ud.name("é"), ud.combining("\u0301"), ud.decimal("٣"), ud.digit("7"), ud.lookup("LATIN SMALL LETTER A"))
print("".join(c for c in ud.normalize("NFD", "naïve café") if ud.category(c) != "Mn"), ud.name("x", "?"), ud.is_normalized("NFC", "é"))
print([c for c in "a1 B_!" if ud.category(c).startswith("L")], ud.normalize("NFKC", "①②Ⅻ"))
