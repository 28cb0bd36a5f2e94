from collections import defaultdict

seqs = defaultdict(list)
for line in context.splitlines():
    if line.startswith("id="):
        f = dict(p.split("=", 1) for p in line.split()[:3])
        seqs[f["user"]].append(f["label"][0].upper())
for u in sorted(seqs):
    print(u, "".join(seqs[u]))

def lcs(a, b):
    m, n = len(a), len(b)
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m):
        for j in range(n):
            dp[i + 1][j + 1] = dp[i][j] + 1 if a[i] == b[j] else max(dp[i][j + 1], dp[i + 1][j])
    out, i, j = [], m, n
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1]); i -= 1; j -= 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return dp[m][n], "".join(reversed(out))

users = sorted(seqs)
scores = {}
for i, a in enumerate(users):
    for b in users[i + 1:]:
        length, _ = lcs(seqs[a], seqs[b])
        scores[(a, b)] = round(length / min(len(seqs[a]), len(seqs[b])), 3)
best = max(scores, key=scores.get)
print("most similar:", best, scores[best])
print("least similar:", min(scores, key=scores.get))
print(lcs("ABCBDAB", "BDCABA"), lcs("", "abc"), lcs("same", "same"))
print(lcs(seqs["alice"][:12], seqs["dave"][:12]))
