def lcs_table(a, b):
    n, m = len(a), len(b)
    t = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            if a[i] == b[j]:
                t[i][j] = t[i + 1][j + 1] + 1
            else:
                t[i][j] = max(t[i + 1][j], t[i][j + 1])
    return t

def diff(a, b):
    t = lcs_table(a, b)
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            out.append("  " + a[i]); i += 1; j += 1
        elif t[i + 1][j] >= t[i][j + 1]:
            out.append("- " + a[i]); i += 1
        else:
            out.append("+ " + b[j]); j += 1
    out += ["- " + x for x in a[i:]]
    out += ["+ " + x for x in b[j:]]
    return out

old = """host = alpha
port = 8080
debug = false
workers = 4
timeout = 30""".splitlines()
new = """host = alpha
port = 9090
workers = 4
timeout = 30
retries = 2""".splitlines()

for line in diff(old, new):
    print(line)
print("common lines:", lcs_table(old, new)[0][0])
print("lcs of words:", lcs_table("the quick brown fox".split(), "the slow brown dog fox".split())[0][0])
