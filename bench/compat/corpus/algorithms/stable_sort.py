import re

recs = [dict(zip(("id", "user", "label", "region"), m))
        for m in re.findall(r"id=(\d+) user=(\w+) label=(\w+) amount=\S+ ts=\S+ region=(\S+)", context)][:14]
by_label = sorted(recs, key=lambda r: r["label"])
for r in by_label:
    print(r["label"], r["id"], end=" | ")
print()
# multi-pass stable sort: secondary key first
step = sorted(recs, key=lambda r: r["region"])
step = sorted(step, key=lambda r: r["user"])
print([(r["user"], r["region"], r["id"]) for r in step])
same = sorted(recs, key=lambda r: (r["user"], r["region"]))
print(step == same)
words = "pear Apple fig banana apple Fig cherry date".split()
print(sorted(words))
print(sorted(words, key=str.lower))
print(sorted(words, key=len))
print(sorted(words, key=lambda w: (-len(w), w.lower())))
lst = [3, 1, 2]
lst.sort(reverse=True)
print(lst, sorted("hello"), sorted((2, 1), reverse=True), sorted({"b": 1, "a": 2}))
pairs = [(1, "b"), (0, "z"), (1, "a"), (0, "y")]
print(sorted(pairs, key=lambda p: p[0]), sorted(pairs, key=lambda p: p[0], reverse=True))
