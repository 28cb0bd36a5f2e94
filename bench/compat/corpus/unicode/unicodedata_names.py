import unicodedata

text = "Café Ñandú – “quoted” ½ ① Ω 中文 😀"
for ch in text:
    if ord(ch) < 128:
        continue
    print(f"U+{ord(ch):04X} {ch!r:6} {unicodedata.category(ch):3} {unicodedata.name(ch, '?')}")
print(unicodedata.lookup("GREEK SMALL LETTER ALPHA"), unicodedata.lookup("SNOWMAN"))
print(unicodedata.numeric("½"), unicodedata.digit("①"), unicodedata.decimal("٣"))
try:
    unicodedata.decimal("½")
except ValueError as e:
    print("ValueError", e)
print(unicodedata.east_asian_width("中"), unicodedata.east_asian_width("a"), unicodedata.bidirectional("א"))
print(unicodedata.mirrored("("), unicodedata.combining("\u0301"))
