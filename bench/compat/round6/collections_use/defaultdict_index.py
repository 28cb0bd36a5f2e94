from collections import defaultdict
import re

context = """Section 1: Apples are grown in orchards. Orchards need bees.
Section 2: Bees make honey. Honey is sweet; apples are sweet too.
Section 3: Orchards and bees and honey and apples."""

index = defaultdict(set)
positions = defaultdict(list)
for line in context.splitlines():
    sec = int(re.match(r"Section (\d+):", line).group(1))
    body = line.split(":", 1)[1]
    for pos, word in enumerate(re.findall(r"[a-z]+", body.lower())):
        index[word].add(sec)
        positions[word].append((sec, pos))

for word in sorted(index):
    if len(index[word]) > 1:
        print(f"{word:<8} sections={sorted(index[word])} hits={len(positions[word])}")

nested = defaultdict(lambda: defaultdict(int))
for word, hits in positions.items():
    for sec, _ in hits:
        nested[sec][word[0]] += 1
for sec in sorted(nested):
    print(sec, dict(sorted(nested[sec].items())))
print("missing" in index, len(index), type(index["zzz"]).__name__, "zzz" in index)
