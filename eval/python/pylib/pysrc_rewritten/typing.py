# typing for gpython, in Python. The names code imports and annotates
# with, spelled as CPython spells them (typing.Optional[int], ~T,
# typing.Callable[[int], str]); generics, protocols, TypedDict and
# NamedTuple classes; the runtime checks CPython makes (isinstance with a
# runtime_checkable protocol or a Union), and no others.
#
# list[int] and int | None are built into pylib (generics.go); this module
# builds on them.

_NoneType = type(None)
_UnionType = type(int | str)
_GenericAliasType = type(list[int])


def _type_repr(obj):
    if isinstance(obj, type):
        module = getattr(obj, "__module__", "builtins")
        if module == "builtins":
            return obj.__qualname__
        return module + "." + obj.__qualname__
    if obj is Ellipsis:
        return "..."
    if isinstance(obj, list):
        return "[" + ", ".join(_type_repr(a) for a in obj) + "]"
    if type(obj).__name__ == "function":
        return obj.__name__
    return repr(obj)


def _norm(arg):
    # None in an annotation means NoneType.
    return _NoneType if arg is None else arg


def _as_tuple(params):
    return params if isinstance(params, tuple) else (params,)


def _collect_params(args):
    out = []
    for a in args:
        if isinstance(a, TypeVar):
            if a not in out:
                out.append(a)
        else:
            for p in getattr(a, "__parameters__", ()) if not isinstance(a, type) else ():
                if p not in out:
                    out.append(p)
    return tuple(out)


def _subst(arg, mapping):
    if isinstance(arg, TypeVar):
        return mapping.get(arg, arg)
    if isinstance(arg, list):
        return [_subst(a, mapping) for a in arg]
    params = getattr(arg, "__parameters__", ()) if not isinstance(arg, type) else ()
    if params:
        return arg[tuple(mapping.get(p, p) for p in params)]
    return arg


def _isinstance_any(obj, types):
    for t in types:
        if isinstance(obj, t):
            return True
    return False


class _Final(object):
    # Typing objects combine with | into a Union, like types do.
    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class _SpecialForm(_Final):
    # Any, Union, Optional, Literal, ClassVar...: subscripted through
    # a function of their own.
    def __init__(self, name, getitem=None, doc=None):
        self._name = name
        self.__name__ = name
        self._getitem = getitem
        self.__doc__ = doc

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, params):
        if self._getitem is None:
            raise TypeError("%r is not subscriptable" % self)
        return self._getitem(self, params)

    def __call__(self, *args, **kwargs):
        raise TypeError("Cannot instantiate %r" % self)

    def __instancecheck__(self, obj):
        raise TypeError("typing.%s cannot be used with isinstance()" % self._name)

    def __subclasscheck__(self, cls):
        raise TypeError("typing.%s cannot be used with issubclass()" % self._name)

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return hash(self._name)


class _GenericAlias(_Final):
    # A subscripted typing name or generic class: List[int], Dict[str, T],
    # Union[int, str], GroupBy[str, Rec].
    def __init__(self, origin, args, name=None, inst=True):
        self.__origin__ = origin
        self.__args__ = tuple(_norm(a) for a in args)
        self.__parameters__ = _collect_params(self.__args__)
        self._name = name
        self._inst = inst

    def _head(self):
        if self._name is not None:
            return "typing." + self._name
        return _type_repr(self.__origin__)

    def __repr__(self):
        if not self.__args__:
            return self._head() + "[()]"
        return self._head() + "[" + ", ".join(_type_repr(a) for a in self.__args__) + "]"

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __getitem__(self, params):
        params = _as_tuple(params)
        if not self.__parameters__:
            raise TypeError("%r is not a generic class" % self)
        if len(params) != len(self.__parameters__):
            raise TypeError("Too %s arguments for %r; actual %d, expected %d" % (
                "many" if len(params) > len(self.__parameters__) else "few",
                self, len(params), len(self.__parameters__)))
        mapping = dict(zip(self.__parameters__, params))
        return self._copy_with(tuple(_subst(a, mapping) for a in self.__args__))

    def _copy_with(self, args):
        return type(self)(self.__origin__, args, self._name, self._inst)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError("Type %s cannot be instantiated; use %s() instead" % (
                self._name, self.__origin__.__name__.lower()))
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __mro_entries__(self, bases):
        # Generic[T] next to a base that is generic already adds nothing.
        origin = self.__origin__
        if origin is Generic:
            for b in bases:
                if b is self:
                    continue
                o = b.__origin__ if isinstance(b, _GenericAlias) else b
                if isinstance(o, type) and issubclass(o, Generic):
                    return ()
        if isinstance(origin, type):
            return (origin,)
        return ()

    def __instancecheck__(self, obj):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")

    def __subclasscheck__(self, cls):
        raise TypeError("Subscripted generics cannot be used with class and instance checks")


class _CallableAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[0] is Ellipsis:
            return "typing.Callable[..., %s]" % _type_repr(args[1])
        return "typing.Callable[[%s], %s]" % (", ".join(_type_repr(a) for a in args[:-1]), _type_repr(args[-1]))

    def _copy_with(self, args):
        return _CallableAlias(self.__origin__, args, self._name)


class _UnionAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and _NoneType in args:
            other = args[0] if args[1] is _NoneType else args[1]
            return "typing.Optional[%s]" % _type_repr(other)
        return "typing.Union[%s]" % ", ".join(_type_repr(a) for a in args)

    def __eq__(self, other):
        if not isinstance(other, (_UnionAlias, _UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def _copy_with(self, args):
        return Union[args]

    def __instancecheck__(self, obj):
        return _isinstance_any(obj, self.__args__)

    def __subclasscheck__(self, cls):
        for t in self.__args__:
            if issubclass(cls, t):
                return True
        return False


class _LiteralAlias(_GenericAlias):
    def __init__(self, origin, args, name=None, inst=True):
        _GenericAlias.__init__(self, origin, (), name, inst)
        self.__args__ = tuple(args)

    def __repr__(self):
        return "typing.Literal[%s]" % ", ".join(repr(a) for a in self.__args__)

    def __eq__(self, other):
        if not isinstance(other, _LiteralAlias):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))


def _union_getitem(self, params):
    params = _as_tuple(params)
    if not params:
        raise TypeError("Cannot take a Union of no types.")
    flat = []
    for p in params:
        p = _norm(p)
        inner = p.__args__ if isinstance(p, (_UnionAlias, _UnionType)) else (p,)
        for a in inner:
            if a not in flat:
                flat.append(a)
    if len(flat) == 1:
        return flat[0]
    return _UnionAlias(Union, tuple(flat), "Union")


def _optional_getitem(self, param):
    return Union[param, None]


def _literal_getitem(self, params):
    # Repeats drop, but 1 and True are different literals.
    vals = []
    seen = []
    for p in _as_tuple(params):
        key = (type(p), p)
        if key not in seen:
            seen.append(key)
            vals.append(p)
    return _LiteralAlias(Literal, vals, "Literal")


def _wrap_getitem(self, param):
    # ClassVar[int], Final[int]: exactly one argument.
    if isinstance(param, tuple):
        raise TypeError("typing.%s accepts only single type." % self._name)
    return _GenericAlias(self, (param,), self._name)


def _annotated_getitem(self, params):
    params = _as_tuple(params)
    if len(params) < 2:
        raise TypeError("Annotated[...] should be used with at least two arguments (a type and an annotation).")
    return _AnnotatedAlias(params[0], params[1:])


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        _GenericAlias.__init__(self, origin, (origin,), None)
        self.__metadata__ = tuple(metadata)

    def __repr__(self):
        return "typing.Annotated[%s, %s]" % (_type_repr(self.__origin__), ", ".join(repr(m) for m in self.__metadata__))

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)


Any = _SpecialForm("Any")
NoReturn = _SpecialForm("NoReturn")
Never = _SpecialForm("Never")
Self = _SpecialForm("Self")
LiteralString = _SpecialForm("LiteralString")
TypeAlias = _SpecialForm("TypeAlias")
Union = _SpecialForm("Union", _union_getitem)
Optional = _SpecialForm("Optional", _optional_getitem)
Literal = _SpecialForm("Literal", _literal_getitem)
ClassVar = _SpecialForm("ClassVar", _wrap_getitem)
Final = _SpecialForm("Final", _wrap_getitem)
Required = _SpecialForm("Required", _wrap_getitem)
NotRequired = _SpecialForm("NotRequired", _wrap_getitem)
TypeGuard = _SpecialForm("TypeGuard", _wrap_getitem)
Annotated = _SpecialForm("Annotated", _annotated_getitem)


def _always(obj):
    return True


def _has(*names):
    def check(obj):
        for n in names:
            if not hasattr(obj, n):
                return False
        return True
    return check


def _is(*types):
    def check(obj):
        return isinstance(obj, types)
    return check


class _Alias(_Final):
    # An unsubscripted generic name (List, Iterable, Callable): subscripts
    # to a _GenericAlias; isinstance asks the class it stands for, or a
    # duck test for the abstract ones.
    def __init__(self, name, origin, nparams=-1, check=None, inst=True):
        self._name = name
        self.__name__ = name
        self.__origin__ = origin
        self._nparams = nparams
        self._check = check
        self._inst = inst

    def __repr__(self):
        return "typing." + self._name

    def __getitem__(self, params):
        params = _as_tuple(params)
        if self._nparams >= 0 and len(params) != self._nparams:
            raise TypeError("Too %s arguments for typing.%s; actual %d, expected %d" % (
                "many" if len(params) > self._nparams else "few", self._name, len(params), self._nparams))
        return _GenericAlias(self.__origin__, params, self._name, self._inst)

    def __call__(self, *args, **kwargs):
        if not self._inst or not isinstance(self.__origin__, type):
            raise TypeError("Type %s cannot be instantiated; use %s() instead" % (self._name, self._name.lower()))
        return self.__origin__(*args, **kwargs)

    def __instancecheck__(self, obj):
        if self._check is not None:
            return self._check(obj)
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        if isinstance(self.__origin__, type):
            return issubclass(cls, self.__origin__)
        return False

    def __mro_entries__(self, bases):
        if isinstance(self.__origin__, type):
            return (self.__origin__,)
        return (object,)

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return hash(self._name)


class _CallableName(_Alias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if args is Ellipsis:
            return _CallableAlias(self.__origin__, (Ellipsis, result), "Callable")
        if not isinstance(args, (list, tuple)):
            raise TypeError("Callable[args, result]: args must be a list. Got %s" % _type_repr(args))
        return _CallableAlias(self.__origin__, tuple(args) + (result,), "Callable")


class _TupleName(_Alias):
    def __getitem__(self, params):
        if params == ():
            return _GenericAlias(tuple, (), "Tuple", False)
        return _GenericAlias(tuple, _as_tuple(params), "Tuple", False)


import collections as _collections

List = _Alias("List", list, 1, inst=False)
Dict = _Alias("Dict", dict, 2, inst=False)
Set = _Alias("Set", set, 1, inst=False)
FrozenSet = _Alias("FrozenSet", frozenset, 1, inst=False)
Tuple = _TupleName("Tuple", tuple, inst=False)
Type = _Alias("Type", type, 1, inst=False)
DefaultDict = _Alias("DefaultDict", _collections.defaultdict, 2)
OrderedDict = _Alias("OrderedDict", _collections.OrderedDict, 2)
Counter = _Alias("Counter", _collections.Counter, 1)
Deque = _Alias("Deque", _collections.deque, 1)
ChainMap = _Alias("ChainMap", _collections.ChainMap, 2)
Callable = _CallableName("Callable", "collections.abc.Callable", check=callable)
Iterable = _Alias("Iterable", "collections.abc.Iterable", 1, _has("__iter__"))
Iterator = _Alias("Iterator", "collections.abc.Iterator", 1, _has("__iter__", "__next__"))
Generator = _Alias("Generator", "collections.abc.Generator", 3, _has("__iter__", "__next__", "send"))
Reversible = _Alias("Reversible", "collections.abc.Reversible", 1, _has("__reversed__"))
Container = _Alias("Container", "collections.abc.Container", 1, _has("__contains__"))
Collection = _Alias("Collection", "collections.abc.Collection", 1, _has("__len__", "__iter__", "__contains__"))
Sized = _Alias("Sized", "collections.abc.Sized", 0, _has("__len__"))
Hashable = _Alias("Hashable", "collections.abc.Hashable", 0, _has("__hash__"))
Sequence = _Alias("Sequence", "collections.abc.Sequence", 1, _is(list, tuple, str, range, bytes))
MutableSequence = _Alias("MutableSequence", "collections.abc.MutableSequence", 1, _is(list))
Mapping = _Alias("Mapping", "collections.abc.Mapping", 2, _is(dict))
MutableMapping = _Alias("MutableMapping", "collections.abc.MutableMapping", 2, _is(dict))
AbstractSet = _Alias("AbstractSet", "collections.abc.Set", 1, _is(set, frozenset))
MutableSet = _Alias("MutableSet", "collections.abc.MutableSet", 1, _is(set))
KeysView = _Alias("KeysView", "collections.abc.KeysView", 1)
ValuesView = _Alias("ValuesView", "collections.abc.ValuesView", 1)
ItemsView = _Alias("ItemsView", "collections.abc.ItemsView", 2)
Awaitable = _Alias("Awaitable", "collections.abc.Awaitable", 1, _has("__await__"))
Coroutine = _Alias("Coroutine", "collections.abc.Coroutine", 3, _has("send", "throw"))
AsyncIterable = _Alias("AsyncIterable", "collections.abc.AsyncIterable", 1, _has("__aiter__"))
AsyncIterator = _Alias("AsyncIterator", "collections.abc.AsyncIterator", 1, _has("__aiter__", "__anext__"))
ContextManager = _Alias("ContextManager", "contextlib.AbstractContextManager", 1, _has("__enter__", "__exit__"))
Pattern = _Alias("Pattern", "re.Pattern", 1)
Match = _Alias("Match", "re.Match", 1)
ByteString = _Alias("ByteString", bytes, 0, _is(bytes, bytearray))
IO = _Alias("IO", "typing.IO", 1, _has("read"))
TextIO = _Alias("TextIO", "typing.TextIO", 0, _has("read"))
BinaryIO = _Alias("BinaryIO", "typing.BinaryIO", 0, _has("read"))
SupportsInt = _Alias("SupportsInt", "typing.SupportsInt", 0, _has("__int__"))
SupportsFloat = _Alias("SupportsFloat", "typing.SupportsFloat", 0, _has("__float__"))
SupportsAbs = _Alias("SupportsAbs", "typing.SupportsAbs", 1, _has("__abs__"))
SupportsIndex = _Alias("SupportsIndex", "typing.SupportsIndex", 0, _has("__index__"))
SupportsRound = _Alias("SupportsRound", "typing.SupportsRound", 1, _has("__round__"))
Text = str
TYPE_CHECKING = False


class TypeVar(_Final):
    __typing_is_typevar__ = True

    def __init__(self, name, *constraints, **kwargs):
        if len(constraints) == 1:
            raise TypeError("A single constraint is not allowed")
        self.__name__ = name
        self.__constraints__ = tuple(constraints)
        self.__bound__ = kwargs.get("bound")
        self.__covariant__ = bool(kwargs.get("covariant", False))
        self.__contravariant__ = bool(kwargs.get("contravariant", False))
        if self.__covariant__ and self.__contravariant__:
            raise ValueError("Bivariant types are not supported.")

    def __repr__(self):
        if self.__covariant__:
            return "+" + self.__name__
        if self.__contravariant__:
            return "-" + self.__name__
        return "~" + self.__name__

    def __eq__(self, other):
        return self is other

    def __hash__(self):
        return id(self)


class ParamSpec(TypeVar):
    def __init__(self, name, **kwargs):
        TypeVar.__init__(self, name, **kwargs)
        self.args = _SpecialForm(name + ".args")
        self.kwargs = _SpecialForm(name + ".kwargs")


AnyStr = TypeVar("AnyStr", bytes, str)


class Generic(object):
    # Generic[K, T] as a base gives a class __parameters__, and lets it be
    # subscripted: GroupBy[str, Rec](...) makes a GroupBy.
    def __class_getitem__(cls, params):
        params = _as_tuple(params)
        if cls is Generic or cls is Protocol:
            if not params:
                raise TypeError("Parameter list to %s[...] cannot be empty" % cls.__qualname__)
            for p in params:
                if not isinstance(p, TypeVar):
                    raise TypeError("Parameters to %s[...] must all be type variables or parameter specification variables." % cls.__name__)
            if len(set(params)) != len(params):
                raise TypeError("Parameters to %s[...] must all be unique" % cls.__name__)
            return _GenericAlias(cls, params)
        own = cls.__dict__.get("__parameters__", ())
        if not own:
            raise TypeError("%s is not a generic class" % _type_repr(cls))
        if len(params) != len(own):
            raise TypeError("Too %s arguments for %s; actual %d, expected %d" % (
                "many" if len(params) > len(own) else "few", _type_repr(cls), len(params), len(own)))
        return _GenericAlias(cls, params)

    def __init_subclass__(cls, **kwargs):
        _generic_parameters(cls)


def _generic_parameters(cls):
    # Generic[K, T] among the bases names the parameters in its order;
    # without it they are the type variables of the bases, as they come.
    orig = cls.__dict__.get("__orig_bases__", ())
    for b in orig:
        if isinstance(b, _GenericAlias) and b.__origin__ in (Generic, Protocol):
            cls.__parameters__ = b.__parameters__
            return
    cls.__parameters__ = _collect_params(tuple(orig))


_SPECIAL_MEMBERS = frozenset([
    "__abstractmethods__", "__annotations__", "__dict__", "__doc__", "__init__", "__module__",
    "__new__", "__slots__", "__subclasshook__", "__weakref__", "__class_getitem__", "__parameters__",
    "__orig_bases__", "__qualname__", "__match_args__", "__init_subclass__", "__protocol_attrs__",
    "_is_protocol", "_is_runtime_protocol", "__setattr__", "__getattr__", "__dataclass_fields__",
])


def _protocol_attrs(cls):
    attrs = set()
    for base in cls.__mro__[:-1]:
        if base.__name__ in ("Protocol", "Generic"):
            continue
        names = list(base.__dict__.get("__pylib_order__", ())) + list(base.__dict__.get("__pylib_fields__", ()))
        for name in names:
            if name not in _SPECIAL_MEMBERS and not name.startswith("_abc_") and not name.startswith("__pylib"):
                attrs.add(name)
    return attrs


class _ProtocolMeta(type):
    # isinstance against a protocol: every member present, for classes
    # marked @runtime_checkable; an ordinary check for classes that only
    # derive from one.
    def __instancecheck__(cls, instance):
        if not cls.__dict__.get("_is_protocol", False):
            return cls in type(instance).__mro__
        if not cls.__dict__.get("_is_runtime_protocol", False):
            raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
        if cls in type(instance).__mro__:
            return True
        for attr in _protocol_attrs(cls):
            if not hasattr(instance, attr):
                return False
        return True

    def __subclasscheck__(cls, other):
        if not cls.__dict__.get("_is_protocol", False):
            return cls in other.__mro__
        if not cls.__dict__.get("_is_runtime_protocol", False):
            raise TypeError("Instance and class checks can only be used with @runtime_checkable protocols")
        attrs = _protocol_attrs(cls)
        for attr in attrs:
            if not callable(getattr(cls, attr, None)):
                raise TypeError("Protocols with non-method members don't support issubclass()")
        for attr in attrs:
            if not hasattr(other, attr):
                return False
        return True


class Protocol(Generic, metaclass=_ProtocolMeta):
    _is_protocol = True

    def __init_subclass__(cls, **kwargs):
        _generic_parameters(cls)
        if "_is_protocol" not in cls.__dict__:
            cls._is_protocol = Protocol in cls.__bases__


def runtime_checkable(cls):
    if not isinstance(cls, type) or not cls.__dict__.get("_is_protocol", False):
        raise TypeError("@runtime_checkable can be only applied to protocol classes, got %r" % (cls,))
    cls._is_runtime_protocol = True
    return cls


class _TypedDictMeta(type):
    # Calling a TypedDict class makes a plain dict; TypedDict("Name",
    # {...}) makes a class.
    def __call__(cls, *args, **kwargs):
        if cls is TypedDict:
            return _typeddict_class(*args, **kwargs)
        d = dict(*args)
        # Keyword arguments arrive unordered (gpython's **kwargs is a Go
        # map): lay them out in the order the class declares its keys.
        for k in cls.__annotations__:
            if k in kwargs:
                d[k] = kwargs.pop(k)
        for k in sorted(kwargs):
            d[k] = kwargs[k]
        return d

    def __instancecheck__(cls, instance):
        raise TypeError("TypedDict does not support instance and class checks")


def _typeddict_class(typename, fields=None, total=True, **kwargs):
    fields = dict(fields if fields is not None else kwargs)
    ns = {"__annotations__": fields, "__pylib_fields__": list(fields)}
    cls = _TypedDictMeta(typename, (TypedDict,), ns)
    _finish_typeddict(cls, total)
    return cls


def _finish_typeddict(cls, total):
    anns = {}
    required = set()
    optional = set()
    for base in reversed(cls.__mro__):
        if base is TypedDict or not isinstance(base, _TypedDictMeta):
            continue
        own = base.__dict__.get("__annotations__", {})
        base_total = base.__dict__.get("__total__", total)
        for k in own:
            anns[k] = own[k]
            # Required[...] and NotRequired[...] override the class's total.
            key_required = base_total
            origin = getattr(own[k], "__origin__", None)
            if origin is Required:
                key_required = True
            elif origin is NotRequired:
                key_required = False
            (required if key_required else optional).add(k)
            (optional if key_required else required).discard(k)
    cls.__annotations__ = anns
    cls.__total__ = total
    cls.__required_keys__ = frozenset(required)
    cls.__optional_keys__ = frozenset(optional)


class TypedDict(metaclass=_TypedDictMeta):
    def __init_subclass__(cls, total=True, **kwargs):
        cls.__total__ = total
        _finish_typeddict(cls, total)


def _namedtuple_setup(cls):
    fields = tuple(cls.__dict__.get("__pylib_fields__", ()))
    defaults = {}
    for n in fields:
        if n in cls.__dict__:
            defaults[n] = cls.__dict__[n]
        elif defaults:
            raise TypeError("Non-default namedtuple field %s cannot follow default field%s %s" % (
                n, "s" if len(defaults) > 1 else "", " ".join(defaults)))
    cls._fields = fields
    cls._field_defaults = defaults
    cls.__match_args__ = fields
    if "__annotations__" not in cls.__dict__:
        cls.__annotations__ = {}


class NamedTuple(object):
    # class Pair(NamedTuple): x: int; y: int = 0. Fields are the
    # annotated names in order; instances behave as tuples (and count as
    # tuples for isinstance) and refuse assignment.
    __pylib_virtual_bases__ = (tuple,)
    _fields = ()
    _field_defaults = {}

    def __new__(cls, *args, **kwargs):
        if cls is NamedTuple:
            return _namedtuple_class(*args, **kwargs)
        return object.__new__(cls)

    def __init_subclass__(cls, **kwargs):
        _namedtuple_setup(cls)

    def __init__(self, *args, **kwargs):
        cls = type(self)
        names = cls._fields
        if len(args) > len(names):
            least = len(names) - len(cls._field_defaults) + 1
            takes = "%d" % (len(names) + 1) if least == len(names) + 1 else "from %d to %d" % (least, len(names) + 1)
            raise TypeError("%s.__new__() takes %s positional arguments but %d were given" % (
                cls.__name__, takes, len(args) + 1))
        for k in kwargs:
            if k not in names:
                raise TypeError("%s.__new__() got an unexpected keyword argument '%s'" % (cls.__name__, k))
        missing = []
        for i, n in enumerate(names):
            if i < len(args):
                if n in kwargs:
                    raise TypeError("%s.__new__() got multiple values for argument '%s'" % (cls.__name__, n))
                v = args[i]
            elif n in kwargs:
                v = kwargs[n]
            elif n in cls._field_defaults:
                v = cls._field_defaults[n]
            else:
                missing.append(n)
                continue
            object.__setattr__(self, n, v)
        if missing:
            raise TypeError("%s.__new__() missing %d required positional argument%s: %s" % (
                cls.__name__, len(missing), "s" if len(missing) > 1 else "", _quoted_list(missing)))

    def __setattr__(self, name, value):
        if name in type(self)._fields:
            raise AttributeError("can't set attribute")
        raise AttributeError("'%s' object has no attribute '%s'" % (type(self).__name__, name))

    def __delattr__(self, name):
        raise AttributeError("can't delete attribute")

    @classmethod
    def _make(cls, iterable):
        return cls(*iterable)

    def _replace(self, **kwargs):
        vals = []
        for n in type(self)._fields:
            vals.append(kwargs.pop(n) if n in kwargs else getattr(self, n))
        if kwargs:
            raise ValueError("Got unexpected field names: %r" % list(kwargs))
        return type(self)(*vals)

    def _asdict(self):
        return dict(zip(type(self)._fields, self))

    def __repr__(self):
        return type(self).__name__ + "(" + ", ".join(n + "=" + repr(getattr(self, n)) for n in type(self)._fields) + ")"

    def __iter__(self):
        return iter(self._tuple())

    def _tuple(self):
        return tuple(getattr(self, n) for n in type(self)._fields)

    def __getitem__(self, i):
        return self._tuple()[i]

    def __len__(self):
        return len(type(self)._fields)

    def __contains__(self, x):
        return x in self._tuple()

    def __eq__(self, other):
        if isinstance(other, tuple):
            return self._tuple() == tuple(other)
        return NotImplemented

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __lt__(self, other):
        return self._tuple() < tuple(other)

    def __le__(self, other):
        return self._tuple() <= tuple(other)

    def __gt__(self, other):
        return self._tuple() > tuple(other)

    def __ge__(self, other):
        return self._tuple() >= tuple(other)

    def __add__(self, other):
        return self._tuple() + tuple(other)

    def __radd__(self, other):
        return tuple(other) + self._tuple()

    def __mul__(self, n):
        return self._tuple() * n

    def __hash__(self):
        return hash(self._tuple())

    def count(self, x):
        return self._tuple().count(x)

    def index(self, x):
        return self._tuple().index(x)


def _quoted_list(names):
    quoted = ["'%s'" % n for n in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return quoted[0] + " and " + quoted[1]
    return ", ".join(quoted[:-1]) + ", and " + quoted[-1]


def _namedtuple_class(typename, fields=None, **kwargs):
    if fields is None:
        fields = list(kwargs.items())
    names = [f[0] for f in fields]
    ns = {"__pylib_fields__": names, "__annotations__": dict(fields)}
    cls = type(typename, (NamedTuple,), ns)
    _namedtuple_setup(cls)
    return cls


def TypeAliasType(name, value):
    return value


class NewType(object):
    # UserId = NewType("UserId", int): calling it returns its argument.
    def __init__(self, name, tp):
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = "__main__"

    def __repr__(self):
        return "%s.%s" % (self.__module__, self.__name__)

    def __call__(self, x):
        return x

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


def cast(typ, val):
    return val


def assert_type(val, typ):
    return val


def assert_never(arg):
    raise AssertionError("Expected code to be unreachable, but got: %r" % (arg,))


def reveal_type(obj):
    return obj


def overload(func):
    return func


def final(f):
    return f


def no_type_check(f):
    return f


def runtime(cls):
    return runtime_checkable(cls)


def dataclass_transform(**kwargs):
    def deco(f):
        return f
    return deco


def _resolve(value, globalns):
    if value is None:
        return _NoneType
    if isinstance(value, str):
        try:
            return eval(value, globalns if globalns is not None else {})
        except Exception:
            return value
    return value


def _strip_extras(t):
    # What get_type_hints gives without include_extras: Annotated[T, ...],
    # Required[T] and NotRequired[T] are T.
    if isinstance(t, _AnnotatedAlias):
        return _strip_extras(t.__origin__)
    if getattr(t, "__origin__", None) in (Required, NotRequired):
        return _strip_extras(t.__args__[0])
    return t


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            ann = base.__dict__.get("__annotations__", {})
            for k in ann:
                hints[k] = _resolve(ann[k], globalns)
        if not include_extras:
            for k in hints:
                hints[k] = _strip_extras(hints[k])
        return hints
    ann = getattr(obj, "__annotations__", None)
    if ann is None:
        raise TypeError("%r is not a module, class, method, or function." % (obj,))
    if globalns is None:
        globalns = getattr(obj, "__globals__", None)
    for k in ann:
        hints[k] = _resolve(ann[k], globalns)
        if not include_extras:
            hints[k] = _strip_extras(hints[k])
    return hints


def get_origin(tp):
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_GenericAlias, _GenericAliasType)):
        if isinstance(tp, _UnionAlias):
            return Union
        if isinstance(tp, _LiteralAlias):
            return Literal
        origin = tp.__origin__
        if isinstance(origin, str) and origin == "collections.abc.Callable":
            return Callable
        return origin
    if isinstance(tp, _UnionType):
        return _UnionType
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, _CallableAlias):
        args = tp.__args__
        if args and args[0] is Ellipsis:
            return (Ellipsis, args[-1])
        return (list(args[:-1]), args[-1])
    if isinstance(tp, (_GenericAlias, _GenericAliasType, _UnionType)):
        return tp.__args__
    return ()


def is_typeddict(tp):
    return isinstance(tp, _TypedDictMeta) and tp is not TypedDict
