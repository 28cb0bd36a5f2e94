class Base:
    def hello(self):
        return ["Base"]

class LoggingMixin(Base):
    def hello(self):
        return ["Logging"] + super().hello()

class CacheMixin(Base):
    def hello(self):
        return ["Cache"] + super().hello()

class Service(LoggingMixin, CacheMixin):
    def hello(self):
        return ["Service"] + super().hello()

print(Service().hello())
print([c.__name__ for c in Service.__mro__])
class Other(CacheMixin, LoggingMixin):
    pass
print(Other().hello())
try:
    class Bad(Base, LoggingMixin):
        pass
except TypeError as e:
    print("TypeError:", e)
