index = {}
for i, w in enumerate("a b a c b a".split()):
    index.setdefault(w, []).append(i)
print(index, {k: len(v) for k, v in sorted(index.items(), key=lambda kv: -len(kv[1]))})
