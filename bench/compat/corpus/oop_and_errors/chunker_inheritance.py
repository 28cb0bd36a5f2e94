class Chunker:
    def __init__(self, text, size):
        if size <= 0:
            raise ValueError(f"size must be positive, got {size}")
        self.text = text
        self.size = size

    def chunks(self):
        raise NotImplementedError

    def describe(self):
        parts = list(self.chunks())
        return f"{type(self).__name__}(size={self.size}) -> {len(parts)} chunks"

class LineChunker(Chunker):
    def chunks(self):
        lines = self.text.splitlines()
        for i in range(0, len(lines), self.size):
            yield "\n".join(lines[i:i + self.size])

class RecordOnlyChunker(LineChunker):
    def __init__(self, text, size):
        kept = "\n".join(l for l in text.splitlines() if not l.startswith("NOTE"))
        super().__init__(kept, size)

for cls in (LineChunker, RecordOnlyChunker):
    c = cls(context, 40)
    print(c.describe())

rc = RecordOnlyChunker(context, 50)
answers = [rlm_query(ch, "count spam labels") for ch in rc.chunks()]
for a in answers:
    print(a)
print(issubclass(RecordOnlyChunker, Chunker), isinstance(rc, LineChunker))
print([k.__name__ for k in RecordOnlyChunker.__mro__])
try:
    Chunker(context, 10).describe()
except NotImplementedError as e:
    print("NotImplementedError", repr(e))
try:
    LineChunker(context, 0)
except ValueError as e:
    print("ValueError:", e)
