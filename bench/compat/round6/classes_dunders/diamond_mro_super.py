class Base:
    def __init__(self, **kw):
        self.trace = ["Base"]
        if kw:
            raise TypeError(f"unused options: {sorted(kw)}")

    def describe(self):
        return "base"

class Logged(Base):
    def __init__(self, log_level="info", **kw):
        super().__init__(**kw)
        self.log_level = log_level
        self.trace.append("Logged")

    def describe(self):
        return f"logged({self.log_level}) < " + super().describe()

class Cached(Base):
    def __init__(self, cache_size=128, **kw):
        super().__init__(**kw)
        self.cache_size = cache_size
        self.trace.append("Cached")

    def describe(self):
        return f"cached({self.cache_size}) < " + super().describe()

class Service(Logged, Cached):
    def __init__(self, name, **kw):
        super().__init__(**kw)
        self.name = name
        self.trace.append("Service")

    def describe(self):
        return f"{self.name} < " + super().describe()

s = Service("api", log_level="debug", cache_size=16)
print([c.__name__ for c in Service.__mro__])
print(s.trace)
print(s.describe())
try:
    Service("bad", colour="red")
except TypeError as e:
    print("TypeError:", e)
print(Service("x").describe())
