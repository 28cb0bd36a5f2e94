pairs = [("Straße", "STRASSE"), ("ΣΊΣΥΦΟΣ", "σίσυφος"), ("İstanbul", "istanbul"), ("ﬁle", "FILE"), ("Ǆ", "ǆ")]
for a, b in pairs:
    print(f"{a!r:12} {b!r:12} lower={a.lower() == b.lower()!s:5} casefold={a.casefold() == b.casefold()}")
print("ΣΊΣΥΦΟΣ".lower(), "σίσυφος".upper(), "ß".upper(), "ﬁ".upper(), len("İ".lower()))
print("ǈ".upper(), "ǈ".lower(), "ǈ".title(), "ǈ".swapcase())
print("ﬀ".casefold(), "ẞ".lower(), "µ".casefold() == "μ", "ŉ".upper())
words = ["émile", "Zoë", "apple", "Éclair", "zebra", "Ápple"]
print(sorted(words))
print(sorted(words, key=str.casefold))
users = [l.split()[1][5:] for l in context.splitlines() if l.startswith("id=")]
fancy = {"alice": "Alïce", "bob": "BÖB", "erin": "Érin"}
shown = [fancy.get(u, u) for u in users[:8]]
print(shown, [s.casefold() for s in shown])
