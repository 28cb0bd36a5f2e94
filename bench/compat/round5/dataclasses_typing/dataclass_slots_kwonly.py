from dataclasses import dataclass, field, KW_ONLY
@dataclass(slots=True)
class Point:
    x: float
    y: float
    def dist(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
p = Point(3, 4)
print(p, p.dist(), hasattr(p, "__dict__"), Point.__slots__)
try:
    p.z = 1
except AttributeError as e:
    print("AttributeError:", type(e).__name__)
@dataclass(kw_only=True)
class Config:
    model: str
    depth: int = 1
cfg = Config(model="small", depth=2)
print(cfg)
try:
    Config("small")
except TypeError as e:
    print("TypeError:", e)
@dataclass
class Query:
    text: str
    _: KW_ONLY
    limit: int = 10
    offset: int = 0
print(Query("find x", limit=5), Query("y"))
