recs = []
for l in context.splitlines():
    if l.startswith("id="):
        d = dict(p.split("=", 1) for p in l.split()[:6])
        d["amount"] = float(d["amount"])
        recs.append(d)
print(any(r["amount"] > 199 for r in recs), all(r["amount"] > 1 for r in recs))
print(any([]), all([]), any([0, "", None]), all([1, "x", [0]]))
print(all(r["ts"].startswith("2024") for r in recs), any(r["user"] == "zoe" for r in recs))
top = max(recs, key=lambda r: r["amount"])
low = min(recs, key=lambda r: (r["label"], r["amount"]))
print(top["id"], top["amount"], low["id"], low["label"], low["amount"])
print(max([], default=None), min([], default="empty"), max(3, 7, 5), min("banana"), max("apple", "pear", key=len))
print(max([1, 5, 5, 2], key=lambda x: x), max([(1, "b"), (1, "a")]), min([[3], [1, 2], [1]]))
eu = [r for r in recs if r["region"] == "eu"]
print(len(eu), max(eu, key=lambda r: r["ts"])["ts"], min(r["amount"] for r in eu))
first_big = next((r["id"] for r in recs if r["amount"] > 195), None)
none_found = next((r for r in recs if r["amount"] > 500), "nothing")
print(first_big, none_found)
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
try:
    min([1, "a"])
except TypeError as e:
    print("TypeError:", e)
