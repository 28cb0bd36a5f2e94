from collections import Counter

words = Counter()
for line in context.splitlines():
    if 'msg="' in line:
        msg = line.split('msg="')[1].rstrip('"')
        words.update(w for w in msg.split() if w.isalpha())

ranked = sorted(words.items(), key=lambda kv: (-kv[1], kv[0]))
rank, prev = 0, None
for i, (w, c) in enumerate(ranked[:12], 1):
    if c != prev:
        rank, prev = i, c
    print(f"{rank:>2}. {w:<10} {c}")
print("vocab size:", len(words))
print("hapax:", sorted(w for w, c in words.items() if c == 1))
print("total tokens:", words.total())
