msgs = [l.split('msg="')[1][:-1] for l in context.splitlines() if 'msg="' in l][:3]
tagged = [m.replace("order", "ordré").replace("code", "código") + " ✓" for m in msgs]
for t in tagged:
    b = t.encode("utf-8")
    print(len(t), len(b), b[-8:], t.encode("ascii", errors="replace")[-10:])
s = "naïve ☕ 😀"
for enc in ("utf-8", "utf-16-le", "utf-32-be"):
    print(enc, s.encode(enc)[:12], len(s.encode(enc)))
print(s.encode("ascii", "ignore"), s.encode("ascii", "xmlcharrefreplace"), s.encode("ascii", "backslashreplace"))
print(s.encode("latin-1", "replace"), "é".encode("latin-1"), "é".encode("cp1252"))
bad = b"caf\xe9 ok \xff"
print(bad.decode("utf-8", "replace"), bad.decode("utf-8", "ignore"), bad.decode("latin-1"))
print(bad.decode("utf-8", "backslashreplace"), repr(bad.decode("utf-8", "surrogateescape")))
try:
    bad.decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e.start, e.end, e.reason, "|", e)
try:
    "Ω".encode("ascii")
except UnicodeEncodeError as e:
    print(type(e).__name__, e)
print(bytes([0xe2, 0x82, 0xac]).decode(), "€".encode().hex(), bytes.fromhex("c3a9").decode())
