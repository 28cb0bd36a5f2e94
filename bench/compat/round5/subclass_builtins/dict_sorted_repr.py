class SortedDict(dict):
    def __repr__(self):
        inner = ", ".join(f"{k!r}: {self[k]!r}" for k in sorted(self))
        return "{" + inner + "}"
    def keys(self):
        return sorted(super().keys())
    def items(self):
        return [(k, self[k]) for k in self.keys()]

d = SortedDict(zeta=1, alpha=2, mid=3)
d["beta"] = 4
print(d)
print(d.keys(), d.items()[:2])
print(list(d), len(d), d["mid"])
print(str(d) == repr(d), f"{d}")
d.pop("alpha")
print(d, isinstance(d, dict))
