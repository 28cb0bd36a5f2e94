import re
from collections import Counter

translations = {
    "order": "pedido", "shipped": "enviado", "late": "tarde", "refund": "reembolso",
    "delivery": "entrega", "confirmed": "confirmada", "meeting": "reunión",
    "password": "contraseña", "invoice": "factura", "prize": "premio",
}
out = []
for line in context.splitlines()[:12]:
    if 'msg="' not in line:
        continue
    msg = line.split('msg="')[1].rstrip('"')
    out.append(" ".join(translations.get(w, w) for w in msg.split()))
for o in out:
    print(o)
letters = Counter(c for o in out for c in o if not c.isascii())
print(sorted(letters.items()))
print(re.findall(r"\b\w*[ñó]\w*\b", " ".join(out)))
print([w for w in " ".join(out).split() if w.isalpha() and not w.isascii()])
title = " | ".join(o.title() for o in out[:3])
print(title, len(title), len(title.encode()))
