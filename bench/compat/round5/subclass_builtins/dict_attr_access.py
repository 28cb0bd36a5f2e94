class AttrDict(dict):
    def __getattr__(self, name):
        try:
            v = self[name]
        except KeyError:
            raise AttributeError(name) from None
        return AttrDict(v) if isinstance(v, dict) else v
    def __setattr__(self, name, value):
        self[name] = value

cfg = AttrDict({"model": "small", "limits": {"tokens": 4096, "calls": 10}})
print(cfg.model, cfg.limits.tokens, cfg["limits"]["calls"])
cfg.depth = 2
print(sorted(cfg.items(), key=lambda kv: kv[0])[:2], len(cfg))
print(isinstance(cfg, dict), type(cfg).__name__)
try:
    cfg.missing
except AttributeError as e:
    print("AttributeError:", e)
print(dict(cfg) == {"model": "small", "limits": {"tokens": 4096, "calls": 10}, "depth": 2})
