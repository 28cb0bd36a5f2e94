from collections import Counter

class WeightedCounter(Counter):
    def add_weighted(self, items, weight):
        for it in items:
            self[it] += weight
        return self

    def normalized(self):
        total = sum(self.values())
        return {k: round(v / total, 3) for k, v in self.most_common()}

    def __str__(self):
        return " ".join(f"{k}:{v:g}" for k, v in self.most_common())

wc = WeightedCounter()
wc.add_weighted(["python", "regex"], 2.0)
wc.add_weighted(["python", "json", "json"], 0.5)
wc.update(["regex"])
print(wc)
print(wc.normalized())
merged = wc + WeightedCounter(json=3)
print(type(merged).__name__, merged.most_common(1))
print(wc["missing"], len(wc), sorted(wc.elements()) if all(float(v).is_integer() for v in wc.values()) else "fractional")
