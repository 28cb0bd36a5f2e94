s = "naïve café — ünïcode"
print(len(s), s.upper(), s[::-1][:5], s.encode("utf-8")[:6])
print([c for c in s if not c.isascii()])
