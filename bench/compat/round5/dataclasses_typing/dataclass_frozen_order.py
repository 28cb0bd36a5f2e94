from dataclasses import dataclass, FrozenInstanceError
@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    @classmethod
    def parse(cls, s):
        return cls(*map(int, s.lstrip("v").split(".")))
    def __str__(self):
        return f"v{self.major}.{self.minor}.{self.patch}"

vs = [Version.parse(s) for s in ["1.2.3", "v0.9", "1.10.0", "1.2"]]
print(sorted(vs))
print([str(v) for v in sorted(vs, reverse=True)])
print(max(vs), Version(1, 2) < Version(1, 2, 1), len({Version(1), Version(1, 0, 0)}))
try:
    vs[0].major = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
print({Version(2): "two"}[Version(2, 0, 0)])
