from collections import Counter

labels = ["cat", "dog", "bird"]
pairs = [("cat", "cat"), ("cat", "dog"), ("dog", "dog"), ("dog", "dog"), ("bird", "bird"), ("bird", "cat"),
         ("cat", "cat"), ("dog", "bird"), ("bird", "bird"), ("cat", "cat"), ("dog", "dog"), ("bird", "dog")]
cm = Counter(pairs)
w = 6
print(f"{'true/pred':<10}" + "".join(f"{l:>{w}}" for l in labels))
for t in labels:
    print(f"{t:<10}" + "".join(f"{cm[(t, p)]:>{w}}" for p in labels))
print()
for l in labels:
    tp = cm[(l, l)]
    fp = sum(cm[(t, l)] for t in labels if t != l)
    fn = sum(cm[(l, p)] for p in labels if p != l)
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    print(f"{l:<5} precision={prec:.3f} recall={rec:.3f} f1={f1:.3f}")
acc = sum(cm[(l, l)] for l in labels) / len(pairs)
print(f"accuracy {acc:.1%}")
