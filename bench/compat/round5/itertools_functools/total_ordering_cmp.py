from functools import total_ordering, cmp_to_key

@total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))
    def __eq__(self, other):
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))

vs = [Version(s) for s in ["1.10.0", "1.2.9", "1.2.10", "0.9", "1.2.10"]]
print(sorted(vs))
print(Version("2.0") >= Version("1.99"), Version("1.0") <= Version("1.0"), Version("3") > Version("3.0"))
print(max(vs), min(vs))

def by_len_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)
words = ["pear", "fig", "apple", "kiwi", "date", "banana"]
print(sorted(words, key=cmp_to_key(by_len_then_alpha)))
