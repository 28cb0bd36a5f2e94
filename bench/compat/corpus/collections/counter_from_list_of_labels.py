from collections import Counter
labels = [l.split("label=")[1].split()[0] for l in context.splitlines() if "label=" in l]
c = Counter(labels)
print(dict(c))
print(c.most_common(1)[0])
