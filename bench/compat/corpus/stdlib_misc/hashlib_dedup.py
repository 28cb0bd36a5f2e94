import hashlib
import base64

lines = [l for l in context.splitlines() if l.startswith("id=")]
msgs = [l.split('msg="')[1][:-1] for l in lines]
templates = {}
for m in msgs:
    tmpl = " ".join("#" if w.isdigit() else w for w in m.split())
    digest = hashlib.md5(tmpl.encode()).hexdigest()[:10]
    templates.setdefault(digest, [tmpl, 0])[1] += 1
for d, (t, n) in sorted(templates.items(), key=lambda kv: -kv[1][1]):
    print(d, f"{n:>3}", t)

print(hashlib.sha256(context.encode("utf-8")).hexdigest()[:16])
print(hashlib.sha1(b"").hexdigest())
h = hashlib.sha256()
for l in lines[:10]:
    h.update(l.encode())
print(h.hexdigest()[:20], h.digest_size, h.name)
print(hashlib.blake2b(b"chunk-0", digest_size=8).hexdigest())

def bucket(user, n=4):
    return int(hashlib.md5(user.encode()).hexdigest(), 16) % n
print({u: bucket(u) for u in ["alice", "bob", "carol", "dave", "erin", "frank"]})
enc = base64.b64encode(msgs[0].encode()).decode()
print(enc, base64.b64decode(enc).decode())
print(base64.urlsafe_b64encode(b"\xfb\xff?").decode(), base64.b16encode(b"hi").decode())
print("caf\u00e9".encode("utf-8"), b"caf\xc3\xa9".decode(), len("café".encode()))
