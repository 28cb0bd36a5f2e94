s = "Grüße, 世界!"
for enc in ["utf-8", "utf-16-le", "latin-1"]:
    try:
        b = s.encode(enc)
        print(f"{enc:<10}{len(b):>3} {b[:12]!r}")
    except UnicodeEncodeError as e:
        print(f"{enc:<10}cannot encode: {e.reason}")
b = s.encode()
print(b.hex()[:20], bytes.fromhex("48656c6c6f").decode())
print(list(b[:6]), b[0:1], b[-1])
import base64
t = base64.b64encode(b"rlm context payload")
print(t, base64.b64decode(t).decode(), base64.urlsafe_b64encode(b"\xfb\xff").decode())
print(bytearray(b"abc").upper(), b"a,b".split(b","), b"x" * 3, bytes(range(65, 70)))
