from dataclasses import dataclass, FrozenInstanceError, replace, astuple, asdict

@dataclass(frozen=True, order=True)
class Release:
    major: int
    minor: int
    patch: int = 0
    label: str = ""

    @classmethod
    def parse(cls, s):
        core, _, label = s.partition("+")
        nums = [int(x) for x in core.split(".")]
        return cls(*nums, label=label)

    def __str__(self):
        base = f"{self.major}.{self.minor}.{self.patch}"
        return base + (f"+{self.label}" if self.label else "")

rs = [Release.parse(s) for s in ["1.4.2", "1.10.0", "1.4", "0.9.12+hotfix", "1.4.2+b"]]
print([str(r) for r in sorted(rs)])
print(max(rs), min(rs).label)
r = rs[0]
try:
    r.major = 2
except FrozenInstanceError as e:
    print("frozen:", e)
print(replace(r, patch=3), astuple(r), asdict(rs[3]))
print(len({Release(1, 4), Release(1, 4, 0), Release(1, 4, 0, "")}))
print(Release(1, 4) < Release(1, 4, 0, "a"))
