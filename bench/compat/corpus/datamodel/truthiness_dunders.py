class A:
    def __bool__(self):
        return False
class L:
    def __len__(self):
        return 0
class N:
    pass
print(bool(A()), bool(L()), bool(N()), not A(), not L(), "y" if A() else "n", "y" if L() else "n", len([x for x in [A(), N()] if x]), any([A(), L()]), all([N()]))
print(A() or "fallback", type(L() and "never").__name__, N() and "yes")
class Base:
    LIMIT = 10
    @classmethod
    def make(cls):
        return cls.__name__
    @staticmethod
    def helper(x):
        return x * 2
class Sub(Base):
    pass
print(Sub.LIMIT, Sub.make(), Sub.helper(4), Sub().LIMIT)
