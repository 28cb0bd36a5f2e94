from abc import ABC, abstractmethod

class Storage(ABC):
    @abstractmethod
    def get(self, key): ...

    @abstractmethod
    def put(self, key, value): ...

    def get_or(self, key, default):
        try:
            return self.get(key)
        except KeyError:
            return default

    @property
    @abstractmethod
    def kind(self): ...

class MemoryStorage(Storage):
    def __init__(self):
        self._d = {}

    def get(self, key):
        return self._d[key]

    def put(self, key, value):
        self._d[key] = value

    @property
    def kind(self):
        return "memory"

class Incomplete(Storage):
    def get(self, key):
        return None

for cls in (Storage, Incomplete):
    try:
        cls()
    except TypeError as e:
        print("TypeError:", e)
m = MemoryStorage()
m.put("a", 1)
print(m.kind, m.get("a"), m.get_or("b", "default"), isinstance(m, Storage))
print(sorted(Storage.__abstractmethods__), sorted(Incomplete.__abstractmethods__))
