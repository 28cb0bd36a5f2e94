words = ["Hello", "WORLD", "python3", "123", "  ", "snake_case", "Title Case", "ß"]
for w in words:
    flags = [name for name in ("isalpha", "isdigit", "isalnum", "isupper", "islower", "istitle", "isspace", "isidentifier") if getattr(w, name)()]
    print(f"{w!r:14} {','.join(flags) or '-'}")
print("ß".upper(), "ß".casefold(), "ǅ".lower(), "hello world".title(), "o'neil".title())
print("Hello".swapcase(), "straße".casefold() == "STRASSE".casefold())
