from collections import Counter, defaultdict
from itertools import groupby

words = sorted({w for l in context.splitlines() if 'msg="' in l for w in l.split('msg="')[1].rstrip('"').split() if w.isalpha()})
print(len(words), words[:8])
by_sig = defaultdict(list)
for w in words + ["dare", "read", "dear", "note", "tone", "rome", "more"]:
    by_sig["".join(sorted(w))].append(w)
print([g for g in by_sig.values() if len(g) > 1])

def rle(s):
    return "".join(f"{ch}{len(list(g))}" for ch, g in groupby(s))

def rld(s):
    out, num, ch = [], "", None
    for c in s:
        if c.isdigit():
            num += c
        else:
            if ch is not None:
                out.append(ch * int(num))
            ch, num = c, ""
    if ch is not None:
        out.append(ch * int(num))
    return "".join(out)

labels = "".join(l.split()[2][6] for l in context.splitlines() if l.startswith("id="))
encoded = rle(labels[:40])
print(labels[:40])
print(encoded, rld(encoded) == labels[:40], len(encoded))
print(Counter("mississippi").most_common(), Counter("listen") == Counter("silent"))
def first_unique(s):
    c = Counter(s)
    return next((i for i, ch in enumerate(s) if c[ch] == 1), -1)
print([first_unique(s) for s in ("leetcode", "aabb", "prize")])
print("".join(w[0].upper() + w[1:] for w in "refund requested for order".split()), "word count:", len(words))
print("-".join(reversed("2024-05-06".split("-"))), "racecar"[::-1] == "racecar", "Title Case".swapcase())
