class Nested(dict):
    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        for k, v in self.items():
            if isinstance(v, dict) and not isinstance(v, Nested):
                super().__setitem__(k, Nested(v))

    def __getitem__(self, key):
        if isinstance(key, str) and "." in key:
            node = self
            for part in key.split("."):
                node = dict.__getitem__(node, part)
            return node
        return super().__getitem__(key)

    def __contains__(self, key):
        try:
            self[key]
            return True
        except (KeyError, TypeError):
            return False

    def get(self, key, default=None):
        return self[key] if key in self else default

cfg = Nested({"db": {"host": "h1", "ports": [5432], "opts": {"ssl": True}}, "name": "svc"})
print(cfg["db.host"], cfg["db.opts.ssl"], cfg["name"], cfg["db"]["ports"])
print("db.opts.ssl" in cfg, "db.opts.tls" in cfg, "name.first" in cfg, cfg.get("db.missing", "n/a"))
print(type(cfg["db"]).__name__, type(cfg["db.opts"]).__name__, isinstance(cfg, dict))
try:
    cfg["db.nope"]
except KeyError as e:
    print("KeyError:", e)
print(len(cfg), sorted(cfg), cfg == {"db": {"host": "h1", "ports": [5432], "opts": {"ssl": True}}, "name": "svc"})
