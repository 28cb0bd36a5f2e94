from collections import Counter

lines = [l for l in context.splitlines() if l.startswith("id=")]
labels = Counter()
regions = Counter()
pairs = Counter()
for line in lines:
    fields = dict(tok.split("=", 1) for tok in line.split(" msg=")[0].split())
    labels[fields["label"]] += 1
    regions[fields["region"]] += 1
    pairs[(fields["label"], fields["region"])] += 1

print("labels:", labels.most_common())
print("regions:", regions.most_common(2))
print("top pairs:")
for (lab, reg), n in pairs.most_common(5):
    print(f"  {lab:>6} @ {reg:<8} {n}")
print("total:", sum(labels.values()), "==", labels.total())
combined = labels + Counter({"ham": -10, "unknown": 3})
print("after add:", dict(sorted(combined.items())))
diff = Counter(ham=100) - labels
print("ham shortfall:", diff)
print(labels["nonexistent"], "nonexistent" in labels)
