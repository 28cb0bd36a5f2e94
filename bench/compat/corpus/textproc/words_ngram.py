import re
from collections import Counter
text = " ".join(re.findall(r'msg="([^"]+)"', context)).lower()
words = re.findall(r"[a-z]+", text)
bigrams = Counter(zip(words, words[1:]))
for (a, b), n in bigrams.most_common(6):
    print(f"{a} {b}: {n}")
print(len(words), len(set(words)))
