def f(**kw):
    print(type(kw), kw)
f(b=1, a=2, c=3)
print(dict(z=1, y=2), dict({"q": 1}, p=2, o=3))
import json
print(json.dumps(dict(b=1, a=2)))
def g(*args, **kwargs):
    return f"args={args} kwargs={kwargs}"
print(g(1, 2, k=1, j=None))
opts = {"z": 1, "m": 2}
print(g(**opts), g(a=0, **opts), dict(opts, w=5, c=6))
rows = [dict(user=u, total=t, rank=i) for i, (u, t) in enumerate([("bob", 3), ("al", 5)])]
print(rows, json.dumps(rows[0]))
def h(x, **kw):
    kw["added"] = True
    return list(kw.items())
print(h(1, q=1, b=2))
