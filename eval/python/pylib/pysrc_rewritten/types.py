# types for gpython: SimpleNamespace, MappingProxyType and the type objects
# isinstance checks ask for.

import sys as _sys


def _f():
    pass


def _g():
    yield 1


class _C(object):
    def _m(self):
        pass


FunctionType = type(_f)
LambdaType = FunctionType
GeneratorType = type(_g())
MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = BuiltinFunctionType
ModuleType = type(_sys)
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)


class SimpleNamespace(object):
    # Attributes live in an ordered dict (gpython's instance dict has no
    # order), kept under "_ns" in the instance dict and shown as __dict__.
    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        d = {}
        for k in kwargs:
            d[k] = kwargs[k]
        _instance_dict(self)["_ns"] = d

    @property
    def __dict__(self):
        raw = _instance_dict(self)
        if "_ns" not in raw:
            raw["_ns"] = {}
        return raw["_ns"]

    def __getattr__(self, name):
        d = self.__dict__
        if name in d:
            return d[name]
        raise AttributeError("'%s' object has no attribute '%s'" % (_ns_type_name(self), name))

    def __setattr__(self, name, value):
        self.__dict__[name] = value

    def __delattr__(self, name):
        d = self.__dict__
        if name not in d:
            raise AttributeError("'%s' object has no attribute '%s'" % (_ns_type_name(self), name))
        del d[name]

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        if _repr_active.get(id(self)):
            return name + "(...)"
        _repr_active[id(self)] = True
        try:
            return name + "(" + ", ".join("%s=%r" % kv for kv in self.__dict__.items()) + ")"
        finally:
            del _repr_active[id(self)]

    def __eq__(self, other):
        if not isinstance(other, SimpleNamespace):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __ne__(self, other):
        if not isinstance(other, SimpleNamespace):
            return NotImplemented
        return self.__dict__ != other.__dict__

    def __hash__(self):
        raise TypeError("unhashable type: '%s'" % _ns_type_name(self))

    def __copy__(self):
        out = object.__new__(type(self))
        _instance_dict(out)["_ns"] = dict(self.__dict__)
        return out

    def __deepcopy__(self, memo):
        import copy
        out = object.__new__(type(self))
        memo[id(self)] = out
        _instance_dict(out)["_ns"] = copy.deepcopy(self.__dict__, memo)
        return out


_repr_active = {}


def _ns_type_name(ns):
    return "types.SimpleNamespace" if type(ns) is SimpleNamespace else type(ns).__name__


class MappingProxyType(object):
    # A read-only view of a mapping: reads go through, writes raise.
    def __init__(self, mapping):
        if not hasattr(mapping, "keys") or not hasattr(mapping, "__getitem__"):
            raise TypeError("mappingproxy() argument must be a mapping, not %s" % type(mapping).__name__)
        self._m = mapping

    def __getitem__(self, k):
        return self._m[k]

    def __setitem__(self, k, v):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, k):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def __contains__(self, k):
        return k in self._m

    def __iter__(self):
        return iter(self._m)

    def __len__(self):
        return len(self._m)

    def __eq__(self, other):
        return self._m == other

    def get(self, k, default=None):
        return self._m.get(k, default)

    def keys(self):
        return self._m.keys()

    def values(self):
        return self._m.values()

    def items(self):
        return self._m.items()

    def copy(self):
        return self._m.copy()

    def __repr__(self):
        return "mappingproxy(%r)" % (self._m,)
