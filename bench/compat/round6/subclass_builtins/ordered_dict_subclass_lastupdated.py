from collections import OrderedDict

class LastUpdatedOrderedDict(OrderedDict):
    """Stores items in the order the keys were last added or updated."""

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        self.move_to_end(key)

class BoundedDict(LastUpdatedOrderedDict):
    def __init__(self, limit, *args, **kw):
        self.limit = limit
        super().__init__(*args, **kw)

    def __setitem__(self, key, value):
        super().__setitem__(key, value)
        while len(self) > self.limit:
            oldest = next(iter(self))
            del self[oldest]

d = LastUpdatedOrderedDict()
for k, v in [("a", 1), ("b", 2), ("c", 3), ("a", 10), ("b", 20)]:
    d[k] = v
print(list(d.items()))
b = BoundedDict(3)
for i, word in enumerate("alpha beta gamma beta delta epsilon".split()):
    b[word] = i
    print(word, "->", list(b))
print(b.limit, dict(b), isinstance(b, dict))
