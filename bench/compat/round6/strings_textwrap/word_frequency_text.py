import re
from collections import Counter

context = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity,
it was the season of Light, it was the season of Darkness."""

words = re.findall(r"[a-z']+", context.lower())
freq = Counter(words)
print(len(words), "words,", len(freq), "distinct")
for w, n in freq.most_common(6):
    print(f"{w:>8} {n:>2} {'*' * n}")
lengths = Counter(map(len, words))
print(sorted(lengths.items()))
print("longest:", max(words, key=len), "| hapax:", sorted(w for w, n in freq.items() if n == 1))
caps = re.findall(r"\b[A-Z][a-z]+", context)
print(caps)
