import re
from functools import cmp_to_key

PRIORITY = {"alert": 0, "spam": 1, "promo": 2, "ham": 3}
rows = []
for line in context.splitlines():
    if line.startswith("id="):
        f = dict(p.split("=", 1) for p in line.split()[:7])
        rows.append(f)

def compare(a, b):
    pa, pb = PRIORITY[a["label"]], PRIORITY[b["label"]]
    if pa != pb:
        return pa - pb
    fa, fb = float(a["amount"]), float(b["amount"])
    if fa != fb:
        return -1 if fa > fb else 1
    return (a["id"] > b["id"]) - (a["id"] < b["id"])

triage = sorted(rows, key=cmp_to_key(compare))
for r in triage[:4] + triage[-2:]:
    print(r["label"], r["amount"], r["id"])
same = sorted(rows, key=lambda r: (PRIORITY[r["label"]], -float(r["amount"])))
print("cmp == tuple key:", [r["id"] for r in triage] == [r["id"] for r in same])

def natural_key(s):
    return [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", s)]

names = ["id=100", "id=9", "ID=25", "id=10", "id=1a", "id=1"]
print(sorted(names))
print(sorted(names, key=natural_key))
print(sorted(names, key=str.lower))
words = "Banana apple Cherry apple banana".split()
print(sorted(words), sorted(words, key=str.casefold), sorted(set(words), key=lambda w: (-len(w), w)))
print(sorted([(1, "b"), (1, "a"), (0, "z")], reverse=True), sorted("hello"), "".join(sorted("hello", reverse=True)))
try:
    sorted([3, "a", 1])
except TypeError as e:
    print(type(e).__name__, e)
