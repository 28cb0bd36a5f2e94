# enum for gpython, in Python, after the behaviour of CPython 3.11's.
# Members come from the class body in definition order, which pylib's
# class builder records under __pylib_order__. A mixin base (str, int,
# float) cannot be a real base of a gpython class, so members keep their
# value and delegate to it instead.

_auto_null = object()


class auto(object):
    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return "auto(%r)" % (self.value,)


def _auto_ops():
    # CPython gives auto() its value as the class body runs, so a later
    # member can say ALL = READ | WRITE. Here the values come after the
    # body, so an operator on an auto defers: an _auto_expr, worked out
    # once the members before it have their values.
    import operator as op

    def binary(fn, reflected):
        def method(self, other):
            return _auto_expr(fn, (other, self) if reflected else (self, other))
        return method

    for name, fn in (("or", op.or_), ("and", op.and_), ("xor", op.xor), ("add", op.add),
                     ("sub", op.sub), ("mul", op.mul), ("lshift", op.lshift)):
        for cls in (auto, _auto_expr):
            setattr(cls, "__%s__" % name, binary(fn, False))
            setattr(cls, "__r%s__" % name, binary(fn, True))
    for cls in (auto, _auto_expr):
        cls.__invert__ = lambda self: _auto_expr(op.invert, (self,))
        cls.__neg__ = lambda self: _auto_expr(op.neg, (self,))


class _auto_expr(object):
    def __init__(self, fn, args):
        self.fn = fn
        self.args = args

    def resolve(self):
        vals = []
        for a in self.args:
            if isinstance(a, _auto_expr):
                a = a.resolve()
            elif isinstance(a, auto):
                if a.value is _auto_null:
                    raise TypeError("auto() used in an expression before it has a value")
                a = a.value
            vals.append(a)
        return self.fn(*vals)


_auto_ops()


def _is_dunder(name):
    return len(name) > 4 and name[:2] == "__" and name[-2:] == "__" and name[2] != "_" and name[-3] != "_"


def _is_sunder(name):
    return len(name) > 2 and name[0] == "_" and name[-1] == "_" and name[1] != "_" and name[-2] != "_"


def _is_member_value(v):
    if isinstance(v, (auto, _auto_expr)):
        return True
    if isinstance(v, (staticmethod, classmethod, property, type)):
        return False
    return not callable(v)


_MIXINS = (int, str, float)


class EnumMeta(type):
    def __new__(mcs, name, bases, ns, **kwargs):
        order = ns.get("__pylib_order__")
        if order is None:
            order = list(ns.keys())
        mixin = None
        kept = []
        for b in bases:
            if b in _MIXINS:
                mixin = b
            else:
                kept.append(b)
        if mixin is None:
            for b in kept:
                m = getattr(b, "_member_type_", None)
                if m is not None:
                    mixin = m
                    break
        for b in kept:
            if getattr(b, "_member_names_", None):
                raise TypeError("%s: cannot extend %s" % (name, b.__name__))
        members = []
        for key in order:
            if key not in ns or _is_dunder(key) or _is_sunder(key) or key.startswith("_" + name + "__"):
                continue
            if key.startswith("_"):
                continue
            v = ns[key]
            if _is_member_value(v):
                members.append((key, v))
        for key, _ in members:
            del ns[key]
        ns["_member_type_"] = mixin
        if mixin is not None:
            # isinstance(member, str) and issubclass(cls, str) hold.
            ns["__pylib_virtual_bases__"] = (mixin,)
            ops = dict(_ORDER_OPS)
            ops.update(_MIXIN_OPS.get(mixin, {}))
            ops["__hash__"] = _value_hash
            # pylib's dicts and sets key a member as its value.
            ops["_pylib_dict_key"] = _value_of
            for op, fn in ops.items():
                if op not in ns and not _defines(kept, op):
                    ns[op] = fn
        cls = super().__new__(mcs, name, tuple(kept) or (object,), ns)
        cls._member_names_ = []
        cls._member_map_ = {}
        cls._value2member_map_ = {}
        custom_new = None
        for b in cls.__mro__:
            if b is object or b.__dict__.get("_pylib_enum_base"):
                break
            if "__new__" in b.__dict__:
                custom_new = b.__dict__["__new__"]
                break
        values = []
        for key, value in members:
            if isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = cls._generate_next_value_(key, 1, len(values), values[:])
                value = value.value
            elif isinstance(value, _auto_expr):
                value = value.resolve()
            if isinstance(value, tuple):
                args = value
            else:
                args = (value,)
            if custom_new is not None:
                member = custom_new(cls, *args)
                if not hasattr(member, "_value_"):
                    member._value_ = value
            else:
                member = object.__new__(cls)
                if mixin is not None and mixin is not object:
                    member._value_ = mixin(*args)
                else:
                    member._value_ = value
            member._name_ = key
            member.__objclass__ = cls
            if mixin is not None and mixin is not object:
                _box(member)
            init = getattr(cls, "__init__", None)
            if init is not None and "__init__" in _own_dicts(cls):
                init(member, *args)
            values.append(value)
            canonical = None
            for m in cls._member_map_.values():
                if m._value_ == member._value_:
                    canonical = m
                    break
            if canonical is not None:
                member = canonical
            else:
                # A Flag lists (and iterates) only its single-bit members;
                # ALL = R | W stays reachable by name and value.
                flag = globals().get("Flag")
                v = member._value_
                if not (flag is not None and issubclass(cls, flag) and isinstance(v, int) and (v <= 0 or v & (v - 1))):
                    cls._member_names_.append(key)
                try:
                    cls._value2member_map_[member._value_] = member
                except TypeError:
                    pass
            cls._member_map_[key] = member
            setattr(cls, key, member)
        return cls

    def __call__(cls, value, names=None, module=None, qualname=None, type=None, start=1):
        if names is None:
            return cls.__new__(cls, value)
        return _functional(cls, value, names, start)

    def __iter__(cls):
        return iter([cls._member_map_[n] for n in cls._member_names_])

    def __reversed__(cls):
        return iter([cls._member_map_[n] for n in reversed(cls._member_names_)])

    def __len__(cls):
        return len(cls._member_names_)

    def __contains__(cls, member):
        if isinstance(member, cls):
            return True
        for m in cls._member_map_.values():
            if m._value_ == member:
                return True
        return False

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __bool__(cls):
        return True

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return "<flag %r>" % (cls.__name__,)
        return "<enum %r>" % (cls.__name__,)

    @property
    def __members__(cls):
        return dict(cls._member_map_)


EnumType = EnumMeta


def _defines(bases, op):
    # Whether a base defines op; Enum's hash of the name gives way to the
    # mixin's hash of the value, as str or int comes first in CPython's MRO.
    for b in bases:
        for c in b.__mro__:
            if c is object or op not in c.__dict__:
                continue
            if op == "__hash__" and c.__dict__.get("_pylib_enum_base") and c.__dict__.get("_member_type_") is None:
                continue
            return True
    return False


def _value_hash(self):
    return hash(self._value_)


def _value_of(self):
    return self._value_


def _own_dicts(cls):
    out = {}
    for b in cls.__mro__:
        if b.__dict__.get("_pylib_enum_base"):
            break
        for k in b.__dict__:
            out.setdefault(k, b)
    return out


def _functional(base, name, names, start):
    if isinstance(names, str):
        names = names.replace(",", " ").split()
    ns = {}
    order = []
    if isinstance(names, dict):
        for k, v in names.items():
            ns[k] = v
            order.append(k)
    else:
        names = list(names)
        for i, item in enumerate(names):
            if isinstance(item, str):
                ns[item] = base._generate_next_value_(item, start, i, [ns[o] for o in order])
                order.append(item)
            else:
                k, v = item
                ns[k] = v
                order.append(k)
    ns["__pylib_order__"] = tuple(order)
    return EnumMeta.__new__(EnumMeta, name, (base,), ns)


Flag = None


class Enum(metaclass=EnumMeta):
    _pylib_enum_base = True

    def __new__(cls, value):
        if isinstance(value, cls):
            return value
        try:
            m = cls._value2member_map_.get(value)
            if m is not None:
                return m
        except TypeError:
            pass
        for m in cls._member_map_.values():
            if m._value_ == value:
                return m
        r = cls._missing_(value)
        if r is not None and isinstance(r, cls):
            return r
        raise ValueError("%r is not a valid %s" % (value, cls.__qualname__))

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        for v in reversed(last_values):
            try:
                return v + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_

    def __repr__(self):
        mt = type(self)._member_type_
        if mt is not None and mt is not object:
            return "<%s.%s: %r>" % (type(self).__name__, self._name_, self._value_)
        return "<%s.%s: %r>" % (type(self).__name__, self._name_, self._value_)

    def __str__(self):
        return "%s.%s" % (type(self).__name__, self._name_)

    def __format__(self, spec):
        return format(str(self), spec)

    def __hash__(self):
        return hash(self._name_)

    def __eq__(self, other):
        if type(self)._member_type_ is not None and not isinstance(other, Enum):
            return self._value_ == other
        return self is other

    def __ne__(self, other):
        return not self.__eq__(other)

    def __reduce_ex__(self, proto):
        return (type(self), (self._value_,))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __dir__(self):
        return ["__class__", "__doc__", "__module__", "name", "value"]

    def __getattr__(self, name):
        mt = type(self)._member_type_
        if mt is not None and not name.startswith("_"):
            return getattr(self._value_, name)
        raise AttributeError("%r object has no attribute %r" % (type(self).__name__, name))

    def __len__(self):
        if type(self)._member_type_ is str:
            return len(self._value_)
        raise TypeError("object of type '%s' has no len()" % type(self).__name__)

    def __int__(self):
        return int(self._value_)

    def __index__(self):
        return int(self._value_)

    def __float__(self):
        return float(self._value_)

    def __bool__(self):
        mt = type(self)._member_type_
        if mt is not None:
            return bool(self._value_)
        return True


def _box(member):
    # pylib's Go code (json, %-formatting, "in", hashing) reads a boxed
    # value under this key as an instance of a str/int subclass's value.
    setattr(member, "\x00value", member._value_)


def _plain(x):
    return x._value_ if isinstance(x, Enum) else x


def _order(op, fn):
    def method(a, b):
        return fn(a._value_, _plain(b))
    method.__name__ = op
    return method


# Only an enum with a mixin type orders, as its values do; CPython's Enum
# has no __lt__ of its own, so total_ordering on a plain Enum fills in the
# rest from the class's __lt__.
_ORDER_OPS = {
    "__lt__": _order("__lt__", lambda a, b: a < b),
    "__le__": _order("__le__", lambda a, b: a <= b),
    "__gt__": _order("__gt__", lambda a, b: a > b),
    "__ge__": _order("__ge__", lambda a, b: a >= b),
}


def _arith(name):
    def f(self, other):
        return getattr(self._value_, name)(_plain(other))
    f.__name__ = name
    return f


def _unary(name, fn):
    def f(self):
        return fn(self._value_)
    f.__name__ = name
    return f


def _str_radd(self, other):
    if isinstance(other, str):
        return _plain(other) + self._value_
    return NotImplemented


def _mixin_ops():
    # The mixin type's operators, applied to the value, for an enum whose
    # class does not define them (an IntFlag keeps Flag's |, & and ^).
    arith = ("__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__", "__truediv__",
             "__rtruediv__", "__floordiv__", "__rfloordiv__", "__mod__", "__rmod__", "__pow__", "__rpow__",
             "__divmod__", "__rdivmod__")
    bits = ("__and__", "__rand__", "__or__", "__ror__", "__xor__", "__rxor__", "__lshift__",
            "__rlshift__", "__rshift__", "__rrshift__")
    num = {n: _arith(n) for n in arith}
    for n, fn in (("__neg__", lambda v: -v), ("__pos__", lambda v: +v), ("__abs__", abs)):
        num[n] = _unary(n, fn)
    ints = dict(num)
    ints.update({n: _arith(n) for n in bits})
    ints["__invert__"] = _unary("__invert__", lambda v: ~v)
    strs = {n: _arith(n) for n in ("__add__", "__mul__", "__rmul__", "__mod__", "__contains__", "__getitem__")}
    strs["__radd__"] = _str_radd
    strs["__iter__"] = _unary("__iter__", iter)
    return {int: ints, float: num, str: strs}


_MIXIN_OPS = _mixin_ops()


class ReprEnum(Enum):
    _pylib_enum_base = True

    def __str__(self):
        return str(self._value_)

    def __format__(self, spec):
        return format(self._value_, spec)


class IntEnum(int, ReprEnum):
    _pylib_enum_base = True


class StrEnum(str, ReprEnum):
    _pylib_enum_base = True

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()




class Flag(Enum):
    _pylib_enum_base = True

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return 1
        return 2 ** max(v for v in last_values).bit_length()

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            return None
        known = 0
        for m in cls._member_map_.values():
            known |= m._value_
        if value & ~known:
            return None
        pseudo = object.__new__(cls)
        pseudo._value_ = value
        names = [m._name_ for m in _flag_members(cls, value)]
        pseudo._name_ = "|".join(names) if names else None
        if cls._member_type_ is not None:
            _box(pseudo)
        cls._value2member_map_[value] = pseudo
        return pseudo

    def __contains__(self, other):
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return iter(_flag_members(type(self), self._value_))

    def __len__(self):
        return len(_flag_members(type(self), self._value_))

    def __or__(self, other):
        return type(self)(self._value_ | _plain(other))

    def __and__(self, other):
        return type(self)(self._value_ & _plain(other))

    def __xor__(self, other):
        return type(self)(self._value_ ^ _plain(other))

    def __invert__(self):
        known = 0
        for m in type(self)._member_map_.values():
            known |= m._value_
        return type(self)(known & ~self._value_)

    def __bool__(self):
        return bool(self._value_)

    def __repr__(self):
        if self._name_ is None:
            return "<%s: %r>" % (type(self).__name__, self._value_)
        return "<%s.%s: %r>" % (type(self).__name__, self._name_, self._value_)

    def __str__(self):
        if self._name_ is None:
            return "%s(%r)" % (type(self).__name__, self._value_)
        return "%s.%s" % (type(self).__name__, self._name_)

    def __hash__(self):
        return hash(self._value_)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__


def _flag_members(cls, value):
    out = []
    for n in cls._member_names_:
        m = cls._member_map_[n]
        v = m._value_
        if v and v & (v - 1) == 0 and v & value == v:
            out.append(m)
    return out


class IntFlag(int, Flag):
    _pylib_enum_base = True

    @classmethod
    def _missing_(cls, value):
        # An IntFlag keeps bits no member names (CPython's KEEP boundary).
        if not isinstance(value, int):
            return None
        pseudo = object.__new__(cls)
        pseudo._value_ = value
        names = [m._name_ for m in _flag_members(cls, value)]
        covered = 0
        for m in _flag_members(cls, value):
            covered |= m._value_
        pseudo._name_ = "|".join(names) if names and covered == value else None
        if cls._member_type_ is not None:
            _box(pseudo)
        cls._value2member_map_[value] = pseudo
        return pseudo

    def __str__(self):
        return str(self._value_)

    def __format__(self, spec):
        return format(self._value_, spec)




def unique(enumeration):
    dups = []
    for name, member in enumeration.__members__.items():
        if name != member.name:
            dups.append((name, member.name))
    if dups:
        raise ValueError("duplicate values found in %r: %s" % (
            enumeration, ", ".join("%s -> %s" % d for d in dups)))
    return enumeration


def verify(*checks):
    return lambda e: e


class _Check(object):
    pass


UNIQUE = "unique"
CONTINUOUS = "no skipped integer values"
NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
