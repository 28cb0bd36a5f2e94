from functools import cmp_to_key

recs = []
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
        recs.append(kv)

priority = {"alert": 0, "spam": 1, "promo": 2, "ham": 3}

def compare(a, b):
    pa, pb = priority[a["label"]], priority[b["label"]]
    if pa != pb:
        return pa - pb
    fa, fb = float(a["amount"]), float(b["amount"])
    if fa != fb:
        return -1 if fa > fb else 1
    return 0

triage = sorted(recs, key=cmp_to_key(compare))
for r in triage[:5]:
    print(r["id"], r["label"], r["amount"])
print("...")
for r in triage[-3:]:
    print(r["id"], r["label"], r["amount"])

def version_cmp(a, b):
    pa, pb = [int(x) for x in a.split(".")], [int(x) for x in b.split(".")]
    return (pa > pb) - (pa < pb)

versions = ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2"]
print(sorted(versions))
print(sorted(versions, key=cmp_to_key(version_cmp)))
print(sorted(versions, key=cmp_to_key(version_cmp), reverse=True)[0])
K = cmp_to_key(version_cmp)
print(K("1.2") < K("1.10"), K("2.0") == K("2.0"))
