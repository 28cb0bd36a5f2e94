from dataclasses import dataclass, field, KW_ONLY

@dataclass(slots=True)
class Pixel:
    x: int
    y: int
    color: str = "black"

@dataclass
class Query:
    text: str
    _: KW_ONLY
    limit: int = 10
    offset: int = 0
    filters: dict = field(default_factory=dict)

p = Pixel(1, 2)
print(p, hasattr(p, "__dict__"), Pixel.__slots__)
try:
    p.alpha = 0.5
except AttributeError:
    print("no new attributes on slotted dataclass")
q = Query("rlm", limit=5, filters={"lang": "en"})
print(q)
try:
    Query("rlm", 5)
except TypeError as e:
    print("TypeError:", e)

@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    depth: int = 1

print(Options(depth=3), Options())
