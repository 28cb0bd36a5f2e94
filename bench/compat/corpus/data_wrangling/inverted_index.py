import re
from collections import defaultdict

index = defaultdict(set)
docs = {}
for line in context.splitlines():
    m = re.match(r'id=(\d+) .* msg="(.*)"', line)
    if not m:
        continue
    rid = int(m.group(1))
    docs[rid] = m.group(2)
    for word in m.group(2).lower().split():
        if word.isalpha() and len(word) > 2:
            index[word].add(rid)

print(len(docs), "docs,", len(index), "terms")
print(sorted(index)[:10])
vocab = sorted(index.items(), key=lambda kv: (-len(kv[1]), kv[0]))
for word, ids in vocab[:6]:
    print(f"{word:10} df={len(ids):3} sample={sorted(ids)[:4]}")

def search(*terms):
    sets = [index.get(t, set()) for t in terms]
    return sorted(set.intersection(*sets)) if sets else []

print(search("refund", "order")[:8])
print(len(search("order")), search("order")[-5:])
print(search("nonexistent", "order"))
inverted = {rid: text.split()[0] for rid, text in docs.items() if rid % 37 == 0}
print(inverted)
