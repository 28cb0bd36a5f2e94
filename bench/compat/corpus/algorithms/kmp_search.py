import re

def build_lps(p):
    lps = [0] * len(p)
    length = 0
    for i in range(1, len(p)):
        while length and p[i] != p[length]:
            length = lps[length - 1]
        if p[i] == p[length]:
            length += 1
        lps[i] = length
    return lps

def kmp_find_all(text, pattern):
    lps, hits, j = build_lps(pattern), [], 0
    for i, ch in enumerate(text):
        while j and ch != pattern[j]:
            j = lps[j - 1]
        if ch == pattern[j]:
            j += 1
            if j == len(pattern):
                hits.append(i - j + 1)
                j = lps[j - 1]
    return hits

print(build_lps("abacabab"), build_lps("aaaa"), build_lps("order"))
for pat in ["label=alert", "errors", "ticket #41", "user=frank label=spam", "aa"]:
    hits = kmp_find_all(context, pat)
    via_find = []
    pos = context.find(pat)
    while pos != -1:
        via_find.append(pos)
        pos = context.find(pat, pos + 1)
    print(f"{pat!r:25} {len(hits):3} first={hits[:3]} same_as_find={hits == via_find} count={context.count(pat)}")

print(kmp_find_all("aaaa", "aa"), "aaaa".count("aa"), [m.start() for m in re.finditer("(?=aa)", "aaaa")])
line_starts = [0] + [i + 1 for i, c in enumerate(context) if c == "\n"]
import bisect
for off in kmp_find_all(context, "ticket #41"):
    ln = bisect.bisect_right(line_starts, off)
    print("line", ln, context[line_starts[ln - 1]:off + 12])
