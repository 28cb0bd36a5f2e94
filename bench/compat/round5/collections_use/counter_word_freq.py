from collections import Counter
import re
context = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity."""
words = re.findall(r"[a-z]+", context.lower())
c = Counter(words)
print(c.most_common(5))
print(len(c), sum(c.values()))
print(c["was"], c["missing"])
stop = Counter({"the": 100, "of": 100, "it": 100, "was": 100})
content = c - stop
print(sorted(content.items(), key=lambda kv: (-kv[1], kv[0]))[:6])
print(Counter("mississippi").most_common())
print(sorted(Counter("abracadabra").elements()))
