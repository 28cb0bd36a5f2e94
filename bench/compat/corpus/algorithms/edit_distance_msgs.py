import difflib
import re

templates = sorted({re.sub(r"\d+", "#", m) for m in re.findall(r'msg="([^"]*)"', context)})
print(templates)

def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]

print(levenshtein("kitten", "sitting"), levenshtein("", "abc"), levenshtein("flaw", "lawn"))
queries = ["refund requsted for ordr #", "pasword reset for acount #", "meeting moved", "invoice # overdue"]
for q in queries:
    dists = sorted((levenshtein(q, t), t) for t in templates)
    print(f"{q!r:32} -> {dists[0][1]!r} (d={dists[0][0]})")
    print("   difflib:", difflib.get_close_matches(q, templates, n=2, cutoff=0.5))

sm = difflib.SequenceMatcher(None, "order # shipped late", "order # shipped early")
print(round(sm.ratio(), 4), sm.get_matching_blocks()[:2])
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    if tag != "equal":
        print(tag, i1, i2, j1, j2)
words = ["deliver", "delivery", "invoice", "invoices", "order"]
pairs = [(a, b, levenshtein(a, b)) for i, a in enumerate(words) for b in words[i + 1:] if levenshtein(a, b) <= 2]
print(pairs)
