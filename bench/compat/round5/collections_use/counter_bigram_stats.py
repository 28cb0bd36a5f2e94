from collections import Counter
context = "the cat sat on the mat the cat ate the rat on the mat"
words = context.split()
bigrams = Counter(zip(words, words[1:]))
for (a, b), n in bigrams.most_common(4):
    print(f"{a} {b}: {n}")
followers = {}
for (a, b), n in bigrams.items():
    followers.setdefault(a, Counter())[b] += n
for w in ["the", "cat", "on"]:
    print(w, "->", dict(sorted(followers[w].items())))
letters = Counter(ch for ch in context if ch.isalpha())
print("".join(ch for ch, _ in sorted(letters.items(), key=lambda kv: (-kv[1], kv[0]))[:5]))
print(letters.most_common(1)[0])
