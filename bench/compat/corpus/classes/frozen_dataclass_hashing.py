from dataclasses import dataclass, FrozenInstanceError, replace
from collections import Counter

@dataclass(frozen=True)
class Key:
    user: str
    region: str

counts = Counter()
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    f = dict(tok.split("=", 1) for tok in line.split(" ")[:6])
    counts[Key(f["user"], f["region"])] += 1

for key, n in counts.most_common(4):
    print(key, n)
k = Key("alice", "eu")
print(hash(k) == hash(Key("alice", "eu")), k in counts, counts[k])
try:
    k.user = "bob"
except FrozenInstanceError as e:
    print(type(e).__name__, e)
k2 = replace(k, region="apac")
print(k2, k2 == k, counts.get(k2, 0))
print(sorted({Key("b", "x"), Key("a", "y"), Key("a", "x")}, key=lambda k: (k.user, k.region)))
