import re
from collections import defaultdict
people = ["Ada", "Grace", "Alan", "Ada", "Linus", "Grace", "Ada"]
context = " ".join(f"In section {i}, {p} discussed topic-{(i * 3) % 5} at length." for i, p in enumerate(people * 4))
chunk_size = 300
chunks = [context[i:i + chunk_size] for i in range(0, len(context), chunk_size)]
partial = []
for ci, ch in enumerate(chunks):
    found = defaultdict(set)
    for m in re.finditer(r"section (\d+), (\w+) discussed (topic-\d)", ch):
        found[m.group(2)].add(m.group(3))
    partial.append(found)
merged = defaultdict(set)
for found in partial:
    for person, topics in found.items():
        merged[person] |= topics
print(len(chunks), "chunks")
for person in sorted(merged):
    print(f"{person:<6}{sorted(merged[person])}")
cut = sum(1 for ch in chunks if not ch.rstrip().endswith("."))
print("chunks cut mid-sentence:", cut)
full = len(re.findall(r"section \d+, \w+ discussed topic-\d", context))
seen = sum(len(re.findall(r"section \d+, \w+ discussed topic-\d", ch)) for ch in chunks)
print(f"mentions seen in chunks {seen} of {full}")
