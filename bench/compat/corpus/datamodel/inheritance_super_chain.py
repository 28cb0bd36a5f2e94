class Base:
    def __init__(self, name):
        self.name = name
    def describe(self):
        return f"{type(self).__name__}({self.name})"
    def __repr__(self):
        return self.describe()

class Loader(Base):
    kind = "loader"
    def __init__(self, name, path):
        super().__init__(name)
        self.path = path
    def describe(self):
        return super().describe() + f"<{self.path}>"

class CsvLoader(Loader):
    kind = "csv"

objs = [Base("b"), Loader("l", "/x"), CsvLoader("c", "/y.csv")]
print(objs)
print([o.kind if hasattr(o, "kind") else None for o in objs])
print(isinstance(objs[2], (Loader, int)), issubclass(CsvLoader, Base), CsvLoader.__mro__[1].__name__)
print([c.__name__ for c in CsvLoader.__mro__])
