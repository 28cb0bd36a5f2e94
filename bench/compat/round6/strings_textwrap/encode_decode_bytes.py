texts = ["plain ascii", "naïve café", "日本語", "emoji 🎉"]
for t in texts:
    b = t.encode("utf-8")
    print(f"{t!r:<16} chars={len(t):>2} utf8={len(b):>2} utf16={len(t.encode('utf-16-le')):>2} {b[:8]!r}")
print("naïve".encode("ascii", errors="replace"), "naïve".encode("ascii", errors="ignore"), "naïve".encode("ascii", errors="xmlcharrefreplace"))
raw = b"valid \xe2\x9c\x93 then bad \xff\xfe end"
print(raw.decode("utf-8", errors="replace"))
print(raw.decode("utf-8", errors="ignore"))
print(raw.decode("latin-1")[-12:])
try:
    raw.decode("utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e.reason, e.start, e.end)
print(bytes.fromhex("48 65 6c 6c 6f").decode(), "Hi".encode().hex(), bytearray(b"abc").upper(), list(b"AZ"))
