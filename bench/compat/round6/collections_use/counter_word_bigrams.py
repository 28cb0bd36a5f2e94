from collections import Counter
import re

context = """The model reads the context. The model writes code. The code reads
chunks of the context and the model summarises the chunks."""

words = re.findall(r"[a-z]+", context.lower())
unigrams = Counter(words)
bigrams = Counter(zip(words, words[1:]))
print(unigrams.most_common(4))
for (a, b), n in bigrams.most_common(3):
    print(f"{a} {b}: {n}")
stop = {"the", "of", "and"}
content = Counter(w for w in words if w not in stop)
print(sorted(content.items(), key=lambda kv: (-kv[1], kv[0]))[:5])
a = Counter("context model")
b = Counter("model code")
print(sorted((a & b).items()), sorted((a | b).elements())[:6])
c = Counter(red=3, blue=1)
c.update(["red", "green"])
c.subtract({"blue": 2})
print(c, c["blue"])
