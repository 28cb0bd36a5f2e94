import re

m = re.search(r'id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=(\S+) region=(\S+) msg="([^"]*)"', context)
rec = {"id": int(m[1]), "user": m[2], "tags": (m[3],), "amount": float(m[4]), "ok": True,
       "note": None, "nested": {"region": m[6], "list": [1, 2.0, "3", [4, (5,)]]}, "msg": m[7]}
print(rec)
print(repr(rec["msg"]), str(rec["msg"]), repr("it's"), repr('say "hi"'), repr("both ' and \""))
print(repr("tab\there"), repr("new\nline"), repr("back\\slash"), repr("uni é ✓"), repr("\x00\x7f"))
print([None, True, False, 0.0, -0.0, 1e100, "None"], (1,), (), [()], [[]], {"a": {}})
print(str([1, "a"]), repr([1, "a"]), str(("x",)), f"{[1.5, 'b']}", f"{'q'!r}", "%r|%s" % ("x", "x"))
print(str(None), repr(None), str(True), repr(False), str(1.0), repr(10 ** 20 * 1.0), str(0.1 + 0.7))
print(b"bytes\x01", bytearray(b"ab"), range(3), range(1, 10, 2), slice(1, 2), type(None), type(1.0))
print({1: "a", 2.5: [None], (1, 2): {"k": ()}, "s": {3, 1, 2}})
print(complex(1, -1), 2j, -0j, {"c": 1 + 0j}, [float("inf"), float("nan")])
s = ", ".join(f"{k}={v!r}" for k, v in rec.items() if not isinstance(v, dict))
print(s)
print(len(repr(rec)), len(str(rec)), repr(rec) == str(rec))
