s = "Zürich → 東京 ♥ 🚀"
print([ord(c) for c in s])
print("".join(chr(c) for c in [72, 233, 8364, 128512]))
print(repr(s), ascii(s))
print(s.encode("unicode_escape"), b"\\u00fc".decode("unicode_escape"))
print("\N{BLACK HEART SUIT} \N{GREEK CAPITAL LETTER OMEGA} \u00e9 \U0001F600 \x41")
print(len("🚀"), len("🚀".encode("utf-16-le")) // 2, len("👨‍👩‍👧"), [hex(ord(c)) for c in "👨‍👩‍👧"])
print(repr("\x00\x07\x1b[0m\u200b\ufeff\u00ad"))
print(s[::-1], s.upper(), s[7], s[-1])
print(sorted("bÄaäzZ"), max("αβγ"), min(s), "é" < "f", "Z" < "a")
print(chr(0x10FFFF) == "\U0010ffff", ord("\uffff"))
try:
    chr(0x110000)
except ValueError as e:
    print("ValueError", e)
try:
    ord("ab")
except TypeError as e:
    print("TypeError", e)
