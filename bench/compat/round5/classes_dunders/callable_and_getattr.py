class Counter:
    def __init__(self):
        self.n = 0
    def __call__(self, step=1):
        self.n += step
        return self.n

class Record:
    def __init__(self, **fields):
        self._fields = fields
    def __getattr__(self, name):
        if name in self._fields:
            return self._fields[name]
        raise AttributeError(f"Record has no field {name!r}")
    def __setattr__(self, name, value):
        if name.startswith("_"):
            object.__setattr__(self, name, value)
        else:
            self._fields[name] = value
    def __dir__(self):
        return sorted(self._fields)

c = Counter()
c(); c(); c(5)
print(c.n, callable(c), callable(3))
r = Record(name="widget", price=4.5)
r.qty = 3
print(r.name, r.price * r.qty, dir(r))
print(getattr(r, "missing", "default"), hasattr(r, "qty"), hasattr(r, "nope"))
try:
    r.color
except AttributeError as e:
    print(e)
