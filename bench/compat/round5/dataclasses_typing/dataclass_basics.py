from dataclasses import dataclass, field, asdict, astuple, replace, fields
@dataclass
class Chunk:
    id: int
    text: str
    tags: list = field(default_factory=list)
    score: float = 0.0

a = Chunk(1, "hello world")
b = Chunk(2, "second", ["x"], 0.75)
print(a)
print(b, a == Chunk(1, "hello world"), a != b)
a.tags.append("greeting")
print(asdict(a), astuple(b))
c = replace(b, id=3, score=0.1)
print(c, b.id)
print([f.name for f in fields(Chunk)], fields(Chunk)[3].default)
print(Chunk.__dataclass_fields__["tags"].default_factory is list)
