from dataclasses import dataclass, field

@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)

vs = [Version(1, 2, 3), Version(1, 10), Version(1, 2), Version(0, 9, 9, "beta")]
print(sorted(vs))
print(max(vs), Version(1, 2) == Version(1, 2, 0, "x"))
try:
    vs[0].major = 5
except Exception as e:
    print(type(e).__name__)
print(len({Version(1), Version(1, 0, 0), Version(2)}))
