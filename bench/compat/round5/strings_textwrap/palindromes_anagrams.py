from collections import Counter
def is_pal(s):
    clean = [c.lower() for c in s if c.isalnum()]
    return clean == clean[::-1]
for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon", "Was it a car or a cat I saw?"]:
    print(f"{s!r:<34}{is_pal(s)}")
words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
for key, grp in groups.items():
    if len(grp) > 1:
        print(key, grp)
print(Counter("listen") == Counter("silent"))
def longest_pal_sub(s):
    best = ""
    for c in range(len(s)):
        for lo, hi in ((c, c), (c, c + 1)):
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                lo -= 1; hi += 1
            if hi - lo - 1 > len(best):
                best = s[lo + 1:hi]
    return best
print(longest_pal_sub("forgeeksskeegfor"), longest_pal_sub("abacdfgdcaba"))
