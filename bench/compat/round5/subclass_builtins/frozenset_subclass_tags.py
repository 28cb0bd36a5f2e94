class TagSet(frozenset):
    def __new__(cls, tags=()):
        return super().__new__(cls, (t.strip().lower() for t in tags if t.strip()))
    def __str__(self):
        return "#" + " #".join(sorted(self)) if self else "(none)"

a = TagSet(["Python", " rlm ", "Eval", ""])
b = TagSet(["python", "go"])
print(a, "|", b, "|", TagSet())
print(sorted(a & b), sorted(a | b), sorted(a - b))
print(type(a & b).__name__, len(a), "eval" in a)
print(TagSet(["X"]) == frozenset({"x"}), {TagSet(["y"]): 1}[frozenset({"y"})])
