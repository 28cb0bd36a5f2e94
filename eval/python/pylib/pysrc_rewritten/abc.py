# abc for gpython, in Python, after the behaviour of CPython 3.11's.
# ABCMeta records a class's abstract methods in __abstractmethods__;
# pylib's object allocation (abc.go) refuses to instantiate a class whose
# __abstractmethods__ is not empty, as CPython's object.__new__ does.
# Virtual subclasses live in plain sets: gpython has no weak references.

# abstractproperty comes from Go (abc.go): it must be a property.

__all__ = ["ABC", "ABCMeta", "abstractmethod", "abstractclassmethod",
           "abstractstaticmethod", "abstractproperty", "get_cache_token",
           "update_abstractmethods"]


def abstractmethod(funcobj):
    funcobj.__isabstractmethod__ = True
    return funcobj


# The deprecated spellings make a plain classmethod or staticmethod of a
# function marked abstract: gpython's method wrappers cannot be subclassed.
def abstractclassmethod(callable):
    callable.__isabstractmethod__ = True
    return classmethod(callable)


def abstractstaticmethod(callable):
    callable.__isabstractmethod__ = True
    return staticmethod(callable)


# Bumped by every register(): cached negative answers go stale then.
_invalidation_counter = [0]


def get_cache_token():
    return _invalidation_counter[0]


def _is_abstract(value):
    return bool(getattr(value, "__isabstractmethod__", False))


def _compute_abstracts(cls, own):
    abstracts = set()
    for name in own:
        if _is_abstract(own[name]):
            abstracts.add(name)
    for base in cls.__bases__:
        for name in getattr(base, "__abstractmethods__", ()):
            if _is_abstract(getattr(cls, name, None)):
                abstracts.add(name)
    return frozenset(abstracts)


class ABCMeta(type):
    def __new__(mcls, name, bases, namespace, **kwargs):
        cls = super(ABCMeta, mcls).__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _compute_abstracts(cls, namespace)
        cls._abc_registry = set()
        cls._abc_subclasses = []
        cls._abc_cache = set()
        cls._abc_negative_cache = set()
        cls._abc_negative_cache_version = _invalidation_counter[0]
        for base in bases:
            subs = base.__dict__.get("_abc_subclasses")
            if subs is not None:
                subs.append(cls)
        return cls

    def register(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_registry.add(subclass)
        _invalidation_counter[0] += 1
        return subclass

    def __instancecheck__(cls, instance):
        subclass = type(instance)
        if cls in subclass.__mro__ or subclass in cls._abc_cache:
            return True
        klass = getattr(instance, "__class__", subclass)
        if klass is not subclass and isinstance(klass, type):
            return cls.__subclasscheck__(subclass) or cls.__subclasscheck__(klass)
        if cls._abc_negative_cache_version == _invalidation_counter[0] and subclass in cls._abc_negative_cache:
            return False
        return cls.__subclasscheck__(subclass)

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        if subclass in cls._abc_cache:
            return True
        if cls._abc_negative_cache_version < _invalidation_counter[0]:
            cls._abc_negative_cache = set()
            cls._abc_negative_cache_version = _invalidation_counter[0]
        elif subclass in cls._abc_negative_cache:
            return False
        ok = cls.__subclasshook__(subclass)
        if ok is not NotImplemented:
            if ok:
                cls._abc_cache.add(subclass)
            else:
                cls._abc_negative_cache.add(subclass)
            return bool(ok)
        if cls in subclass.__mro__:
            cls._abc_cache.add(subclass)
            return True
        for rcls in cls._abc_registry:
            if issubclass(subclass, rcls):
                cls._abc_cache.add(subclass)
                return True
        for scls in cls._abc_subclasses:
            if issubclass(subclass, scls):
                cls._abc_cache.add(subclass)
                return True
        cls._abc_negative_cache.add(subclass)
        return False

    def _dump_registry(cls, file=None):
        print("Class: %s.%s" % (cls.__module__, cls.__qualname__), file=file)
        print("Inv. counter: %s" % get_cache_token(), file=file)
        for name in ("_abc_registry", "_abc_cache", "_abc_negative_cache", "_abc_negative_cache_version"):
            print("%s: %r" % (name, getattr(cls, name)), file=file)

    def _abc_registry_clear(cls):
        cls._abc_registry = set()

    def _abc_caches_clear(cls):
        cls._abc_cache = set()
        cls._abc_negative_cache = set()


def update_abstractmethods(cls):
    if not hasattr(cls, "__abstractmethods__"):
        return cls
    abstracts = set()
    for scls in cls.__bases__:
        for name in getattr(scls, "__abstractmethods__", ()):
            if _is_abstract(getattr(cls, name, None)):
                abstracts.add(name)
    own = cls.__dict__
    for name in own:
        if _is_abstract(own[name]):
            abstracts.add(name)
    cls.__abstractmethods__ = frozenset(abstracts)
    return cls


class ABC(metaclass=ABCMeta):
    __slots__ = ()
