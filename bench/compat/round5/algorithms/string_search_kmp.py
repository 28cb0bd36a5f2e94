def kmp_table(p):
    t = [0] * len(p)
    k = 0
    for i in range(1, len(p)):
        while k and p[i] != p[k]:
            k = t[k - 1]
        if p[i] == p[k]:
            k += 1
        t[i] = k
    return t
def kmp_search(text, p):
    t, k, hits = kmp_table(p), 0, []
    for i, ch in enumerate(text):
        while k and ch != p[k]:
            k = t[k - 1]
        if ch == p[k]:
            k += 1
        if k == len(p):
            hits.append(i - k + 1)
            k = t[k - 1]
    return hits
context = "abababcabababcababc" * 3
print(kmp_table("ababc"), kmp_table("aaaa"))
hits = kmp_search(context, "ababc")
print(hits)
naive = [i for i in range(len(context)) if context.startswith("ababc", i)]
print(hits == naive, len(hits), context.count("ababc"))
