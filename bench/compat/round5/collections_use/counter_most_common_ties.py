from collections import Counter
votes = "b a c b a d c a b e c".split()
c = Counter(votes)
print(c.most_common())
print(c.most_common(2))
top_n = c.most_common(1)[0][1]
winners = sorted(k for k, v in c.items() if v == top_n)
print("tied winners:", winners)
ranked = sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))
rank, prev = 0, None
for i, (k, v) in enumerate(ranked, 1):
    if v != prev:
        rank, prev = i, v
    print(f"{rank}. {k} ({v})")
print(Counter(dict(ranked[:2])), repr(Counter()), Counter("aab") < Counter("aaabc"))
