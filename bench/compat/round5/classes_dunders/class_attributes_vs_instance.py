class Config:
    defaults = {"retries": 3}
    instances = 0
    tags = []
    def __init__(self, name):
        self.name = name
        Config.instances += 1
        self.tags = self.tags + [name]

a = Config("a")
b = Config("b")
print(Config.instances, a.tags, b.tags, Config.tags)
a.defaults["retries"] = 9
print(b.defaults, Config.defaults is b.defaults)
a.instances = 100
print(a.instances, b.instances, Config.instances)
print(sorted(vars(a)), "instances" in vars(Config))
del a.instances
print(a.instances)
print(getattr(Config, "missing", None), type(a).__name__, a.__class__.__qualname__)
setattr(b, "extra", 1)
print(vars(b))
