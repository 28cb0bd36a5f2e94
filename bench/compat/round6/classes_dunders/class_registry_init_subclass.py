class Parser:
    registry = {}

    def __init_subclass__(cls, ext=None, **kw):
        super().__init_subclass__(**kw)
        if ext:
            Parser.registry[ext] = cls

    def parse(self, text):
        raise NotImplementedError

class CSVParser(Parser, ext="csv"):
    def parse(self, text):
        return [line.split(",") for line in text.strip().splitlines()]

class KVParser(Parser, ext="kv"):
    def parse(self, text):
        return dict(line.split("=", 1) for line in text.split())

class TSVParser(CSVParser, ext="tsv"):
    def parse(self, text):
        return [line.split("\t") for line in text.strip().splitlines()]

files = {
    "a.csv": "x,y\n1,2\n",
    "b.kv": "host=h1 port=80",
    "c.tsv": "k\tv\nq\t9",
    "d.xml": "<a/>",
}
for name, text in files.items():
    ext = name.rsplit(".", 1)[1]
    cls = Parser.registry.get(ext)
    if cls is None:
        print(f"{name}: no parser for .{ext}")
        continue
    print(f"{name}: {cls.__name__} -> {cls().parse(text)}")
print(sorted(Parser.registry))
print([c.__name__ for c in TSVParser.__mro__])
try:
    Parser().parse("")
except NotImplementedError:
    print("base parser is abstract")
