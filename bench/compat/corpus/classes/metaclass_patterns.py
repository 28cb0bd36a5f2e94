class Singleton(type):
    _inst = {}
    def __call__(cls, *a, **k):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a, **k)
        return cls._inst[cls]
class Cfg(metaclass=Singleton):
    def __init__(self, v=1):
        self.v = v
        print("init", v)
a = Cfg(5); b = Cfg(7)
print(a is b, a.v)
REG = {}
class RegMeta(type):
    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, ns)
        if bases:
            REG[name.lower()] = cls
        return cls
class Plugin(metaclass=RegMeta):
    def run(self): return type(self).__name__
class Alpha(Plugin): pass
class Beta(Plugin):
    def run(self): return "beta!"
print(sorted(REG), [REG[k]().run() for k in sorted(REG)], type(Alpha).__name__)
class Base:
    registry = []
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        Base.registry.append((cls.__name__, tag))
class K(Base): pass
class L(Base, tag="ell"): pass
print(Base.registry)
class Money:
    def __new__(cls, amount):
        if amount < 0:
            raise ValueError("negative")
        self = super().__new__(cls)
        self.cents = round(amount * 100)
        return self
    def __repr__(self):
        return f"Money({self.cents / 100:.2f})"
print(Money(3.5), Money.__qualname__)
try:
    Money(-1)
except ValueError as e:
    print("ValueError", e)
class Meta(type):
    def __iter__(cls):
        return iter(sorted(k for k in vars(cls) if not k.startswith("_")))
    def __len__(cls):
        return sum(1 for _ in cls)
    def __repr__(cls):
        return f"<fields of {cls.__name__}>"
class Rec(metaclass=Meta):
    b = 2
    a = 1
print(list(Rec), len(Rec), repr(Rec), Rec == Rec)
