def prefix_function(p):
    pi = [0] * len(p)
    k = 0
    for i in range(1, len(p)):
        while k and p[i] != p[k]:
            k = pi[k - 1]
        if p[i] == p[k]:
            k += 1
        pi[i] = k
    return pi

def kmp_all(text, pat):
    pi = prefix_function(pat)
    hits, k = [], 0
    for i, ch in enumerate(text):
        while k and ch != pat[k]:
            k = pi[k - 1]
        if ch == pat[k]:
            k += 1
        if k == len(pat):
            hits.append(i - k + 1)
            k = pi[k - 1]
    return hits

context = "ERROR disk; WARN cpu; ERROR ERROR net; INFO ok; ERRORERROR" * 3
for pat in ["ERROR", "ERRORERROR", "WARN", "ok;", "missing"]:
    hits = kmp_all(context, pat)
    naive = [i for i in range(len(context)) if context.startswith(pat, i)]
    print(f"{pat:<11} count={len(hits):>2} first={hits[:4]} agrees={hits == naive}")
print(prefix_function("abacabab"))
