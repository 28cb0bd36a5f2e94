package pylib

import "testing"

// TestAbc checks the abc module and the interpreter support under it
// (abstract instantiation refused by object.__new__, virtual subclasses,
// __init_subclass__ keywords through a metaclass __new__) against
// CPython 3.11's output.
func TestAbc(t *testing.T) {
	runCases(t, []struct{ name, src, want string }{
		{"abstract methods block instantiation", `from abc import ABC, ABCMeta, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self): ...
    @abstractmethod
    def perimeter(self): ...
    def describe(self):
        return "%s with area %s" % (type(self).__name__, self.area())
class Half(Shape):
    def area(self): return 1
class Square(Half):
    def __init__(self, side): self.side = side
    def area(self): return self.side ** 2
    def perimeter(self): return 4 * self.side
for cls in (Shape, Half):
    try:
        cls()
    except TypeError as e:
        print(type(e).__name__, e)
s = Square(3)
print(s.describe(), s.perimeter(), sorted(Shape.__abstractmethods__), Half.__abstractmethods__, Square.__abstractmethods__)
print(isinstance(s, Shape), issubclass(Square, ABC), type(Shape).__name__, isinstance(Shape, ABCMeta), hasattr(int, "__abstractmethods__"))
`,
			"TypeError Can't instantiate abstract class Shape with abstract methods area, perimeter\nTypeError Can't instantiate abstract class Half with abstract method perimeter\nSquare with area 9 12 ['area', 'perimeter'] frozenset({'perimeter'}) frozenset()\nTrue True ABCMeta True False\n"},
		{"abstract properties, classmethods, staticmethods and dunders", `from abc import ABC, abstractmethod, abstractproperty
class P(ABC):
    @property
    @abstractmethod
    def name(self): ...
    @classmethod
    @abstractmethod
    def make(cls): ...
    @staticmethod
    @abstractmethod
    def helper(): ...
    @abstractmethod
    def __len__(self): ...
class Partial(P):
    @property
    def name(self): return "pp"
class Full(Partial):
    @classmethod
    def make(cls): return cls()
    @staticmethod
    def helper(): return 1
    def __len__(self): return 7
for cls in (P, Partial):
    try:
        cls()
    except TypeError as e:
        print(e)
f = Full.make()
print(f.name, f.helper(), len(f), Full.__abstractmethods__)
class Old(ABC):
    @abstractproperty
    def x(self): pass
try:
    Old()
except TypeError as e:
    print(e)
print(isinstance(Old.__dict__["x"], property), property(lambda s: 1).__isabstractmethod__)
`,
			"Can't instantiate abstract class P with abstract methods __len__, helper, make, name\nCan't instantiate abstract class Partial with abstract methods __len__, helper, make\npp 1 7 frozenset()\nCan't instantiate abstract class Old with abstract method x\nTrue False\n"},
		{"register, subclass hooks and virtual subclasses", `from abc import ABC, ABCMeta
class Base(metaclass=ABCMeta):
    pass
Base.register(list)
@Base.register
class Virtual:
    pass
print(isinstance([], Base), issubclass(list, Base), isinstance(Virtual(), Base), isinstance({}, Base), issubclass(dict, Base))
class Child(Base):
    pass
Child.register(tuple)
print(issubclass(tuple, Base), issubclass(tuple, Child), isinstance((1,), Base), issubclass(list, Child))
for bad in (lambda: Base.register(3), lambda: Child.register(Base), lambda: issubclass(3, Base)):
    try:
        bad()
    except (TypeError, RuntimeError) as e:
        print(type(e).__name__, e)
class Quacks(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Quacks:
            return hasattr(C, "quack")
        return NotImplemented
class Duck:
    def quack(self): pass
print(isinstance(Duck(), Quacks), issubclass(int, Quacks), object.__subclasshook__())
`,
			"True True True False False\nTrue True True False\nTypeError Can only register classes\nRuntimeError Refusing to create an inheritance cycle\nTypeError issubclass() arg 1 must be a class\nTrue False NotImplemented\n"},
		{"abc with __new__, __init_subclass__, metaclass __call__, dataclasses and generics", `import abc
from abc import ABC, ABCMeta, abstractmethod
from dataclasses import dataclass
from typing import Generic, TypeVar
T = TypeVar("T")
class WithNew(ABC):
    def __new__(cls, *args):
        return super().__new__(cls)
    @abstractmethod
    def f(self): pass
class Done(WithNew):
    def f(self): return 5
try:
    WithNew()
except TypeError as e:
    print(e)
print(Done().f())
class Plugin(ABC):
    registry = []
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
        Plugin.registry.append(cls.__name__)
class A(Plugin, tag="a"):
    pass
print(Plugin.registry, A.tag, A().tag)
class Meta(ABCMeta):
    def __call__(cls, *a, **k):
        print("call", cls.__name__)
        return super().__call__(*a, **k)
class M(metaclass=Meta):
    @abstractmethod
    def g(self): pass
class M2(M):
    def g(self): return 2
try:
    M()
except TypeError as e:
    print(e)
print(M2().g())
@dataclass
class Animal(ABC):
    name: str
    @abstractmethod
    def speak(self): ...
@dataclass
class Dog(Animal):
    def speak(self): return "woof"
try:
    Animal("x")
except TypeError as e:
    print(e)
print(Dog("rex"), Dog("rex").speak())
class Repo(ABC, Generic[T]):
    @abstractmethod
    def get(self, key): ...
class Mem(Repo[int]):
    def get(self, key): return 1
print(Mem().get("k"))
class E(Exception, ABC):
    @abstractmethod
    def f(self): pass
print(repr(E("exceptions are not checked")))
class B(A):
    pass
B.run = lambda self: 1
print(abc.update_abstractmethods(B) is B, abc.get_cache_token() >= 0)
`,
			"Can't instantiate abstract class WithNew with abstract method f\n5\n['A'] a a\ncall M\nCan't instantiate abstract class M with abstract method g\ncall M2\n2\nCan't instantiate abstract class Animal with abstract method speak\nDog(name='rex') woof\n1\nE('exceptions are not checked')\nTrue True\n"},
	})
}
