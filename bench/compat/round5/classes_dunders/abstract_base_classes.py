from abc import ABC, abstractmethod

class Source(ABC):
    @abstractmethod
    def read(self):
        ...
    def lines(self):
        return self.read().splitlines()

class StringSource(Source):
    def __init__(self, s):
        self.s = s
    def read(self):
        return self.s

class Broken(Source):
    pass

src = StringSource("a\nb\nc")
print(src.lines(), isinstance(src, Source))
try:
    Source()
except TypeError as e:
    print("TypeError:", e)
try:
    Broken()
except TypeError as e:
    print("TypeError:", e)
print(sorted(Source.__abstractmethods__), Broken.__abstractmethods__ == frozenset({"read"}))
