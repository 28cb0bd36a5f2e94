import re
from collections import Counter

lines = [l for l in context.splitlines() if l.startswith("id=")]
first_half = Counter(re.search(r"label=(\w+)", l).group(1) for l in lines[:96])
second_half = Counter(re.search(r"label=(\w+)", l).group(1) for l in lines[96:])
print("first :", first_half)
print("second:", second_half)
print("sum   :", first_half + second_half)
print("diff  :", first_half - second_half)
print("rdiff :", second_half - first_half)
print("union :", first_half | second_half)
print("inter :", first_half & second_half)
d = first_half.copy()
d.subtract(second_half)
print("subtract keeps negatives:", d)
print("unary plus:", +d, "unary minus:", -d)
print("total:", (first_half + second_half).total())
words = Counter(w for l in lines for w in l.split('msg="')[1].rstrip('"').split() if w.isalpha())
print(words.most_common(5))
print(sorted(words.elements())[:4], words["missing"])
