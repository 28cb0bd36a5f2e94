class Tally(dict):
    def __missing__(self, key):
        return 0

    def add(self, key, n=1):
        self[key] += n
        return self

    def top(self, k):
        return sorted(self.items(), key=lambda kv: (-kv[1], kv[0]))[:k]

t = Tally()
for word in "to be or not to be that is the question to".split():
    t.add(word)
print(t.top(3), t["missing"], "missing" in t, len(t))
print(isinstance(t, dict), type(t).__name__, t.get("zzz"), t.get("to"))
print(dict(t) == t, sorted(t)[:3])

class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(f"no field {name!r}") from None

    def __setattr__(self, name, value):
        self[name] = value

cfg = AttrDict(host="localhost", port=8080)
cfg.debug = True
print(cfg.host, cfg.port, cfg["debug"], cfg)
try:
    cfg.timeout
except AttributeError as e:
    print("AttributeError:", e)
