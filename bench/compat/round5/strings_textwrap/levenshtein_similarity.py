def lev(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]

pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("same", "same"), ("Saturday", "Sunday")]
for a, b in pairs:
    d = lev(a, b)
    sim = 1 - d / max(len(a), len(b), 1)
    print(f"{a!r:>11} vs {b!r:<10} dist={d} sim={sim:.3f}")
vocab = ["apple", "apply", "ample", "maple", "angle"]
query = "appel"
ranked = sorted(vocab, key=lambda w: (lev(query, w), w))
print("did you mean:", ranked[:3])
