from collections import Counter
recs = [dict(p.split("=", 1) for p in l.split(" msg=")[0].split()) for l in context.splitlines() if l.startswith("id=")]
labels = Counter(r["label"] for r in recs)
print(labels.most_common())
print(labels.most_common(2), labels["spam"], labels["nonexistent"])
pairs = Counter((r["user"], r["label"]) for r in recs)
for (u, lab), n in pairs.most_common(5):
    print(f"{u:>6} {lab:<6} {n}")
words = Counter()
for l in context.splitlines():
    if 'msg="' in l:
        words.update(w for w in l.split('msg="')[1].rstrip('"').split() if not w.isdigit())
print(words.most_common(6))
a = Counter(r["region"] for r in recs[:50])
b = Counter(r["region"] for r in recs[50:100])
print("a:", dict(sorted(a.items())), "b:", dict(sorted(b.items())))
print("a+b:", sorted((a + b).items()), "a-b:", sorted((a - b).items()))
print("a&b:", sorted((a & b).items()), "a|b:", sorted((a | b).items()))
print(a.total(), sum(b.values()), sorted(a.elements())[:4])
c = Counter("mississippi")
print(c, c.most_common(1))
