import re
import string
from collections import Counter

msgs = re.findall(r'msg="([^"]*)"', context)
words = Counter()
for m in msgs:
    for w in m.split():
        w = w.strip(string.punctuation).lower()
        if w and not w.isdigit():
            words[w] += 1

print("vocab size:", len(words))
print(words.most_common(6))
stop = {"a", "to", "for", "by", "now"}
content = Counter({w: n for w, n in words.items() if w not in stop})
print(content.most_common(4))
print("total words:", sum(words.values()))
rare = sorted(w for w, n in words.items() if n == min(words.values()))
print("rarest:", rare)
a, b = Counter(msgs[0].split()), Counter(msgs[1].split())
print(a & b, a + b == b + a)
print((words - Counter(order=1000)).get("order"))
