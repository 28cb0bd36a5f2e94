items = ["text", 3, 2.0, None, True, ("t",), {"k": "v"}, [1, "two"], "it's", 'say "hi"', "tab\tnl\n", b"bytes"]
for it in items:
    print(f"{type(it).__name__:<6} str={str(it):<14} repr={it!r}")
print(items)
print(str(1e16), str(1e15), repr(0.1 + 0.2), str(1/3), repr(1e-5), repr(100.0))
print(repr(float("inf")), repr(-0.0), str(10**20), str(2.5e-310))
nested = {"list": [1.5, "x"], "tuple": (None,), "empty": {}}
print(str(nested) == repr(nested), nested)
print(f"{nested['list']!s} {nested['tuple']!r} {len(str(nested))}")
class Thing:
    def __repr__(self):
        return "Thing()"
print([Thing()], str(Thing()), f"{Thing()}")
