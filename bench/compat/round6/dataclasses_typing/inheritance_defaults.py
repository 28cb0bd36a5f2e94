from dataclasses import dataclass, field

@dataclass
class Base:
    id: int
    created: str = "2024-01-01"

@dataclass
class Document(Base):
    title: str = "untitled"
    words: int = 0
    tags: list = field(default_factory=list)

    def summary(self):
        return f"#{self.id} {self.title!r} ({self.words} words) {','.join(self.tags) or '-'}"

@dataclass
class Memo(Document):
    to: str = "all"

    def summary(self):
        return super().summary() + f" -> {self.to}"

docs = [Document(1, title="Plan", words=1200, tags=["q3"]), Memo(2, to="ops", words=90), Base(3)]
for d in docs:
    print(type(d).__name__, d.summary() if hasattr(d, "summary") else repr(d))
print(Memo(4))
print(Document(5) == Document(5), Document(5) == Base(5), isinstance(docs[1], Document))
