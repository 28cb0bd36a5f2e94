class Tagged(str):
    def __new__(cls, value, tag="plain"):
        obj = super().__new__(cls, value)
        obj.tag = tag
        return obj

    def __repr__(self):
        return f"Tagged({str(self)!r}, tag={self.tag!r})"

    def shout(self):
        return Tagged(self.upper() + "!", self.tag)

a = Tagged("hello", "greeting")
b = Tagged("world")
print(a, repr(a), a.tag, b.tag)
print(len(a), a.upper(), type(a.upper()).__name__, a + " " + b, type(a + b).__name__)
print(a.shout(), repr(a.shout()), isinstance(a, str), a == "hello", "ell" in a)
print(sorted([Tagged("b"), Tagged("a"), "c"]), {a: 1}["hello"])
print(f"{a:>8}|{a!r}", "-".join([a, b]), a[1:3], type(a[1:3]).__name__)

class CaseInsensitive(str):
    def __eq__(self, other):
        return self.lower() == str(other).lower()

    def __hash__(self):
        return hash(self.lower())

names = [CaseInsensitive(n) for n in ["Alice", "ALICE", "bob", "Bob", "carol"]]
uniq = []
for n in names:
    if n not in uniq:
        uniq.append(n)
print(uniq, CaseInsensitive("X") == "x", len(set(names)))
