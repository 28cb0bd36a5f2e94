# dataclasses for gpython, in Python. Fields come from the annotated names
# pylib.Rewrite records in the class body, in order (__pylib_fields__),
# with their annotations (__annotations__). The generated methods are
# closures rather than generated source, but behave, and fail, as
# CPython's do.

import copy as _copy
import typing as _typing


class _MISSING_TYPE(object):
    pass


MISSING = _MISSING_TYPE()


class _FIELD_BASE(object):
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE("_FIELD")
_FIELD_CLASSVAR = _FIELD_BASE("_FIELD_CLASSVAR")
_FIELD_INITVAR = _FIELD_BASE("_FIELD_INITVAR")


class _KW_ONLY_TYPE(object):
    pass


KW_ONLY = _KW_ONLY_TYPE()


class FrozenInstanceError(AttributeError):
    pass


class _DataclassParams(object):
    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return "_DataclassParams(init=%r,repr=%r,eq=%r,order=%r,unsafe_hash=%r,frozen=%r)" % (
            self.init, self.repr, self.eq, self.order, self.unsafe_hash, self.frozen)


class InitVar(object):
    def __init__(self, type):
        self.type = type

    def __class_getitem__(cls, type):
        return InitVar(type)

    def __repr__(self):
        if isinstance(self.type, type):
            return "dataclasses.InitVar[%s]" % self.type.__name__
        return "dataclasses.InitVar[%r]" % (self.type,)


class _MappingProxy(object):
    # A read-only view of a field's metadata.
    def __init__(self, d):
        self._d = d

    def __getitem__(self, k):
        return self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def __contains__(self, k):
        return k in self._d

    def get(self, k, default=None):
        return self._d.get(k, default)

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def __repr__(self):
        return "mappingproxy(%r)" % (self._d,)


class Field(object):
    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = _MappingProxy({} if metadata is None else dict(metadata))
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ("Field(name=%r,type=%r,default=%r,default_factory=%r,init=%r,repr=%r,hash=%r,"
                "compare=%r,metadata=%r,kw_only=%r,_field_type=%r)" % (
                    self.name, self.type, self.default, self.default_factory, self.init, self.repr,
                    self.hash, self.compare, self.metadata, self.kw_only, self._field_type))


def field(default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None, compare=True,
          metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _is_classvar(tp):
    if tp is _typing.ClassVar:
        return True
    if isinstance(tp, _typing._GenericAlias) and tp.__origin__ is _typing.ClassVar:
        return True
    return isinstance(tp, str) and (tp.startswith("ClassVar") or tp.startswith("typing.ClassVar"))


def _is_initvar(tp):
    if tp is InitVar or isinstance(tp, InitVar):
        return True
    return isinstance(tp, str) and (tp.startswith("InitVar") or tp.startswith("dataclasses.InitVar"))


def _is_kw_only(tp):
    return tp is KW_ONLY or (isinstance(tp, str) and tp in ("KW_ONLY", "dataclasses.KW_ONLY"))


def _own(cls, name, default=MISSING):
    d = cls.__dict__
    return d[name] if name in d else default


def _own_fields(cls, kw_only):
    # The fields the class body itself declares, in order.
    anns = _own(cls, "__annotations__", {})
    out = []
    kw_only_seen = False
    for name in _own(cls, "__pylib_fields__", ()):
        tp = anns[name] if name in anns else MISSING
        if _is_kw_only(tp):
            kw_only_seen = True
            continue
        default = _own(cls, name)
        if isinstance(default, Field):
            f = default
        else:
            f = field(default=default)
        f.name = name
        f.type = tp
        if _is_classvar(tp):
            f._field_type = _FIELD_CLASSVAR
        elif _is_initvar(tp):
            f._field_type = _FIELD_INITVAR
        else:
            f._field_type = _FIELD
        if f._field_type is not _FIELD and f.default_factory is not MISSING:
            raise TypeError("field %s cannot have a default factory" % name)
        if f.kw_only is MISSING:
            f.kw_only = kw_only or kw_only_seen
        if f._field_type is _FIELD and type(f.default) in (list, dict, set):
            raise ValueError("mutable default %r for field %s is not allowed: use default_factory" % (type(f.default), name))
        out.append(f)
    return out


def _plural(n, word):
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


def _name_list(names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + " and " + quoted[1]
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def _has_default(f):
    return f.default is not MISSING or f.default_factory is not MISSING


def _default_of(f):
    if f.default_factory is not MISSING:
        return f.default_factory()
    return f.default


def _make_init(cls, flds, frozen):
    init_fields = [f for f in flds.values() if f._field_type is not _FIELD_CLASSVAR and f.init]
    positional = [f for f in init_fields if not f.kw_only]
    keyword = [f for f in init_fields if f.kw_only]
    names = [f.name for f in init_fields]
    seen_default = None
    for f in positional:
        if _has_default(f):
            seen_default = f
        elif seen_default is not None:
            raise TypeError("non-default argument '%s' follows default argument" % f.name)
    no_init = [f for f in flds.values() if f._field_type is _FIELD and not f.init and _has_default(f)]
    initvars = [f for f in init_fields if f._field_type is _FIELD_INITVAR]
    least = len([f for f in positional if not _has_default(f)])
    qualname = cls.__qualname__ + ".__init__"

    def __init__(self, *args, **kwargs):
        if len(args) > len(positional):
            most = len(positional) + 1
            if least + 1 == most:
                takes = _plural(most, "positional argument")
            else:
                takes = "from %d to %d positional arguments" % (least + 1, most)
            raise TypeError("%s() takes %s but %d %s given" % (
                qualname, takes, len(args) + 1, "was" if len(args) + 1 == 1 else "were"))
        for k in kwargs:
            if k not in names:
                raise TypeError("%s() got an unexpected keyword argument '%s'" % (qualname, k))
        values = {}
        for i, f in enumerate(positional):
            if i < len(args):
                if f.name in kwargs:
                    raise TypeError("%s() got multiple values for argument '%s'" % (qualname, f.name))
                values[f.name] = args[i]
        missing = []
        missing_kw = []
        for f in init_fields:
            if f.name in values:
                continue
            if f.name in kwargs:
                values[f.name] = kwargs[f.name]
            elif _has_default(f):
                values[f.name] = _default_of(f)
            elif f.kw_only:
                missing_kw.append(f.name)
            else:
                missing.append(f.name)
        if missing:
            raise TypeError("%s() missing %s: %s" % (
                qualname, _plural(len(missing), "required positional argument"), _name_list(missing)))
        if missing_kw:
            raise TypeError("%s() missing %s: %s" % (
                qualname, _plural(len(missing_kw), "required keyword-only argument"), _name_list(missing_kw)))
        for f in init_fields:
            if f._field_type is _FIELD:
                if frozen:
                    object.__setattr__(self, f.name, values[f.name])
                else:
                    setattr(self, f.name, values[f.name])
        for f in no_init:
            if frozen:
                object.__setattr__(self, f.name, _default_of(f))
            else:
                setattr(self, f.name, _default_of(f))
        post = getattr(self, "__post_init__", None)
        if post is not None:
            post(*[values[f.name] for f in initvars])

    __init__.__qualname__ = qualname
    return __init__


_repr_running = set()


def _make_repr(flds):
    shown = [f.name for f in flds.values() if f._field_type is _FIELD and f.repr]

    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            return "..."
        _repr_running.add(key)
        try:
            parts = [n + "=" + repr(getattr(self, n)) for n in shown]
        finally:
            _repr_running.discard(key)
        return type(self).__qualname__ + "(" + ", ".join(parts) + ")"
    # pprint breaks the fields of a dataclass over lines only when its
    # repr is this generated one.
    __repr__._pylib_dataclass_repr = True
    return __repr__


def _tuple_of(names):
    def key(self):
        return tuple(getattr(self, n) for n in names)
    return key


def _make_compare(op, key):
    def compare(self, other):
        if type(other) is not type(self):
            return NotImplemented
        a, b = key(self), key(other)
        if op == "==":
            return a == b
        if op == "<":
            return a < b
        if op == "<=":
            return a <= b
        if op == ">":
            return a > b
        return a >= b
    return compare


def _defines(cls, name):
    # Whether the class body itself defines name. pylib copies inherited
    # special methods into a class's own dict, so the dict cannot say;
    # the names the body stored can. A class made by type() has no such
    # record: there, an entry that is not a base's counts.
    order = _own(cls, "__pylib_order__", None)
    if order is not None:
        return name in order
    v = _own(cls, name)
    if v is MISSING:
        return False
    for base in cls.__mro__[1:]:
        if _own(base, name) is v:
            return False
    return True


def _set_new(cls, name, value):
    # Methods the class body defines itself win; True when set.
    if _defines(cls, name):
        return False
    setattr(cls, name, value)
    return True


def _process(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots):
    flds = {}
    dataclass_bases = False
    frozen_bases = False
    for base in reversed(cls.__mro__[1:]):
        base_fields = _own(base, "__dataclass_fields__", None)
        if base_fields is not None:
            dataclass_bases = True
            if base.__dataclass_params__.frozen:
                frozen_bases = True
            for f in base_fields.values():
                flds[f.name] = f
    if dataclass_bases and frozen_bases and not frozen:
        raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
    if dataclass_bases and not frozen_bases and frozen:
        raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
    own = _own_fields(cls, kw_only)
    for f in own:
        flds[f.name] = f
        if isinstance(_own(cls, f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    cls.__dataclass_fields__ = flds
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order, unsafe_hash, frozen)

    real = [f for f in flds.values() if f._field_type is _FIELD]
    compared = [f.name for f in real if f.compare]
    hashed = [f.name for f in real if (f.compare if f.hash is None else f.hash)]

    if init:
        _set_new(cls, "__init__", _make_init(cls, flds, frozen))
    if repr:
        _set_new(cls, "__repr__", _make_repr(flds))
    if eq:
        _set_new(cls, "__eq__", _make_compare("==", _tuple_of(compared)))
    if order:
        if not eq:
            raise ValueError("eq must be true if order is true")
        for name, op in (("__lt__", "<"), ("__le__", "<="), ("__gt__", ">"), ("__ge__", ">=")):
            if not _set_new(cls, name, _make_compare(op, _tuple_of(compared))):
                raise TypeError("Cannot overwrite attribute %s in class %s. Consider using functools.total_ordering" % (
                    name, cls.__name__))
    explicit_hash = _defines(cls, "__hash__") and cls.__dict__["__hash__"] is not None
    if unsafe_hash:
        if explicit_hash:
            raise TypeError("Cannot overwrite attribute __hash__ in class %s" % cls.__name__)
        cls.__hash__ = _make_hash(hashed)
    elif eq and frozen and not explicit_hash:
        cls.__hash__ = _make_hash(hashed)
    elif eq and not explicit_hash:
        cls.__hash__ = None
    if match_args and not _defines(cls, "__match_args__"):
        cls.__match_args__ = tuple(f.name for f in flds.values()
                                   if f._field_type is not _FIELD_CLASSVAR and f.init and not f.kw_only)
    if frozen:
        names = tuple(f.name for f in real)

        def __setattr__(self, name, value):
            if type(self) is cls or name in names:
                raise FrozenInstanceError("cannot assign to field '%s'" % name)
            object.__setattr__(self, name, value)

        def __delattr__(self, name):
            if type(self) is cls or name in names:
                raise FrozenInstanceError("cannot delete field '%s'" % name)
            object.__delattr__(self, name)

        cls.__delattr__ = __delattr__
        cls.__setattr__ = __setattr__
    if slots:
        cls = _with_slots(cls, [f.name for f in real])
    return cls


def _make_hash(names):
    def __hash__(self):
        return hash(tuple(getattr(self, n) for n in names))
    return __hash__


def _with_slots(cls, names):
    # __slots__ must be there when a class is made: make the class again.
    if "__slots__" in cls.__dict__:
        raise TypeError("%s already specifies __slots__" % cls.__name__)
    ns = dict(cls.__dict__)
    for n in names:
        ns.pop(n, None)
    ns.pop("__dict__", None)
    ns.pop("__weakref__", None)
    ns["__slots__"] = tuple(names)
    new = type(cls)(cls.__name__, cls.__bases__, ns)
    return new


def dataclass(cls=None, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False,
              match_args=True, kw_only=False, slots=False, weakref_slot=False):
    def wrap(c):
        return _process(c, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots)
    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    try:
        flds = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance")
    return tuple(f for f in flds.values() if f._field_type is _FIELD)


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, "__dataclass_fields__")


def _is_dataclass_instance(obj):
    return hasattr(type(obj), "__dataclass_fields__")


def asdict(obj, dict_factory=dict):
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        return dict_factory([(f.name, _asdict_inner(getattr(obj, f.name), dict_factory)) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        items = [(_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory)) for k, v in obj.items()]
        if hasattr(obj, "default_factory"):
            out = type(obj)(obj.default_factory)
            for k, v in items:
                out[k] = v
            return out
        return type(obj)(items)
    return _copy.deepcopy(obj)


def astuple(obj, tuple_factory=tuple):
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        items = [(_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory)) for k, v in obj.items()]
        if hasattr(obj, "default_factory"):
            out = type(obj)(obj.default_factory)
            for k, v in items:
                out[k] = v
            return out
        return type(obj)(items)
    return _copy.deepcopy(obj)


def replace(obj, **changes):
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")
    for f in type(obj).__dataclass_fields__.values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError("field %s is declared with init=False, it cannot be specified with replace()" % f.name)
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError("InitVar '%s' must be specified with replace()" % f.name)
            if f._field_type is _FIELD:
                changes[f.name] = getattr(obj, f.name)
    return type(obj)(**changes)


def make_dataclass(cls_name, fields, bases=(), namespace=None, init=True, repr=True, eq=True, order=False,
                   unsafe_hash=False, frozen=False, match_args=True, kw_only=False, slots=False):
    ns = dict(namespace or {})
    names = []
    anns = {}
    for item in fields:
        if isinstance(item, str):
            name, tp = item, "typing.Any"
        elif len(item) == 2:
            name, tp = item
        else:
            name, tp, spec = item
            ns[name] = spec
        names.append(name)
        anns[name] = tp
    ns["__annotations__"] = anns
    ns["__pylib_fields__"] = names
    cls = type(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots)
