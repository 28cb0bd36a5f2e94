from collections import OrderedDict

class LRU:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        return None

    def put(self, key, value):
        self.data[key] = value
        self.data.move_to_end(key)
        if len(self.data) > self.capacity:
            evicted = self.data.popitem(last=False)
            print("  evict", evicted)

cache = LRU(3)
for op in "put:a=1 put:b=2 get:a put:c=3 put:d=4 get:b get:c put:e=5 get:a get:d".split():
    kind, arg = op.split(":")
    if kind == "put":
        k, v = arg.split("=")
        cache.put(k, int(v))
    else:
        print(f"get {arg} -> {cache.get(arg)}")
print(list(cache.data.items()), cache.hits, cache.misses)
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x", last=True)
print(od, list(reversed(od)))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == dict(b=2, a=1))
