import re
pat = re.compile(r"""
    ^id=(?P<id>\d+)\s+        # record id
    user=(?P<user>[a-z]+)\s+  # user name
    label=(?P<label>spam|ham) # only two labels
""", re.VERBOSE | re.MULTILINE)
ms = list(pat.finditer(context))
print(len(ms))
print([m["id"] for m in ms[:10]])
print(sorted({m.group("label") for m in ms}))
print(pat.flags & re.VERBOSE == re.VERBOSE, bool(pat.flags & re.IGNORECASE))
