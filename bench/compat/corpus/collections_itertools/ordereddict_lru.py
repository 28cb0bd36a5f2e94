from collections import OrderedDict

class LRUCache:
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

cache = LRUCache(3)
users = [l.split("user=")[1].split()[0] for l in context.splitlines() if "user=" in l][:15]
for u in users:
    if cache.get(u) is None:
        cache.put(u, len(u))
print("hits", cache.hits, "misses", cache.misses)
print(cache.data)
print(list(cache.data.keys()))
od = OrderedDict.fromkeys("abcde", 0)
od.move_to_end("b", last=False)
od.move_to_end("c")
print(od, od.popitem(), od.popitem(last=False))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), dict(a=1, b=2) == OrderedDict(b=2, a=1))
