class BaseParser:
    kind = "base"

    def __init__(self, lines):
        self.lines = lines
        self.skipped = 0

    def accept(self, line):
        return True

    def parse_line(self, line):
        raise NotImplementedError(f"{type(self).__name__} must implement parse_line")

    def run(self):
        out = []
        for line in self.lines:
            if self.accept(line):
                out.append(self.parse_line(line))
            else:
                self.skipped += 1
        return out

class RecordParser(BaseParser):
    kind = "record"
    def accept(self, line):
        return line.startswith("id=")
    def parse_line(self, line):
        return dict(t.split("=", 1) for t in line.split()[:6])

class NoteParser(BaseParser):
    kind = "note"
    def accept(self, line):
        return line.startswith("NOTE") and super().accept(line)
    def parse_line(self, line):
        return int(line.split()[2].rstrip(":"))

lines = context.splitlines()
for cls in (RecordParser, NoteParser):
    p = cls(lines)
    res = p.run()
    print(cls.kind, len(res), p.skipped, res[:2] if cls is NoteParser else res[0]["user"])
print(issubclass(NoteParser, BaseParser), RecordParser.__mro__[1].__name__)
try:
    BaseParser(["x"]).run()
except NotImplementedError as e:
    print(type(e).__name__, e)
