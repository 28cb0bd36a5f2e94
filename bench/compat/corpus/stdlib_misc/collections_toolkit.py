from collections import Counter, defaultdict, OrderedDict, deque, ChainMap

recs = [dict(p.split("=", 1) for p in l.split(" msg=")[0].split())
        for l in context.splitlines() if l.startswith("id=")]
words = Counter(w for l in context.splitlines() if 'msg="' in l for w in l.split('msg="')[1][:-1].split() if not w.isdigit())
print(words.most_common(5))
labels = Counter(r["label"] for r in recs)
regions = Counter(r["region"] for r in recs)
print(labels, labels.total())
print(labels + Counter(ham=-100, spam=1), labels - Counter(ham=80))
print(sorted((regions & Counter({"eu": 10, "apac": 100})).items()))
nested = defaultdict(lambda: defaultdict(float))
for r in recs:
    nested[r["user"]][r["region"]] += float(r["amount"])
print({u: round(sum(v.values()), 2) for u, v in nested.items()})
print(dict(nested["bob"]).keys())
lru = OrderedDict()
for r in recs[:30]:
    lru[r["user"]] = r["id"]
    lru.move_to_end(r["user"])
    if len(lru) > 3:
        lru.popitem(last=False)
print(lru)
recent = deque((r["id"] for r in recs), maxlen=4)
recent.appendleft("x")
recent.rotate(1)
print(recent, recent.maxlen)
defaults = {"chunk": 50, "model": "small", "retries": 2}
cfg = ChainMap({"model": "large"}, {"retries": 5}, defaults)
print(cfg["model"], cfg["retries"], cfg["chunk"], dict(cfg))
print(cfg.new_child({"chunk": 10})["chunk"], len(cfg.maps))
