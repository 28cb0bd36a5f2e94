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
            print("evict", evicted)

cache = LRU(3)
for k in ["a", "b", "c"]:
    cache.put(k, k.upper())
cache.get("a")
cache.put("d", "D")
cache.get("b")
cache.put("e", "E")
print(list(cache.data.items()))
print("hits", cache.hits, "misses", cache.misses)
od = OrderedDict.fromkeys("xyz", 0)
od.move_to_end("x", last=False)
print(od, od == OrderedDict([("x", 0), ("y", 0), ("z", 0)]))
