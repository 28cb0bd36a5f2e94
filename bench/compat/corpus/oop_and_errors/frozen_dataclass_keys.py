from dataclasses import dataclass, FrozenInstanceError, replace, astuple

@dataclass(frozen=True, order=True)
class Key:
    region: str
    label: str

totals = {}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    parts = dict(p.split("=", 1) for p in line.split(' msg=')[0].split())
    k = Key(parts["region"], parts["label"])
    totals[k] = totals.get(k, 0.0) + float(parts["amount"])

print(len(totals), "distinct keys")
for k in sorted(totals)[:6]:
    print(k, f"{totals[k]:9.2f}")

k = Key("eu", "spam")
print(k in totals, hash(k) == hash(Key("eu", "spam")))
print(astuple(k), replace(k, label="ham"))
print(Key("apac", "ham") < Key("eu", "alert"), k == Key("eu", "spam"))
try:
    k.label = "promo"
except FrozenInstanceError as e:
    print(type(e).__name__, "-", e)
best = max(totals, key=totals.get)
print("largest bucket:", best.region, best.label, round(totals[best], 2))
