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
            return evicted
        return None

cache = LRUCache(3)
evictions = []
for line in context.splitlines()[:60]:
    if not line.startswith("id="):
        continue
    user = line.split()[1][5:]
    if cache.get(user) is None:
        ev = cache.put(user, line.split()[0])
        if ev:
            evictions.append(ev[0])
print("hits", cache.hits, "misses", cache.misses)
print("evicted order:", evictions[:12])
print("final:", cache.data)
od = OrderedDict.fromkeys("abcde", 0)
od.move_to_end("b", last=False)
print(list(od), od == OrderedDict.fromkeys("bacde", 0), od == dict.fromkeys("abcde", 0))
