# inspect for gpython: the predicates, docstrings, members and signatures
# that model code reaches for, after CPython 3.11's documented behaviour.
# Source code is not kept (getsource raises OSError as for code typed at
# a prompt), and there are no frame objects to walk.

import types as _types

CO_GENERATOR = 0x20
CO_VARARGS = 0x04
CO_VARKEYWORDS = 0x08


def _function_type():
    def f():
        pass
    return type(f)


_FunctionType = _function_type()
_BuiltinType = type(len)


def _gen():
    yield


_GeneratorType = type(_gen())


def ismodule(obj):
    return type(obj).__name__ == "module"


def isclass(obj):
    return isinstance(obj, type)


def isfunction(obj):
    return isinstance(obj, _FunctionType)


def ismethod(obj):
    return type(obj).__name__ in ("method", "boundmethod") and isfunction(getattr(obj, "__func__", None))


def isbuiltin(obj):
    return isinstance(obj, _BuiltinType)


def isroutine(obj):
    return isfunction(obj) or ismethod(obj) or isbuiltin(obj) or type(obj).__name__ in ("method_descriptor", "builtin_function_or_method")


def isgenerator(obj):
    return isinstance(obj, _GeneratorType)


def isgeneratorfunction(obj):
    if ismethod(obj):
        obj = obj.__func__
    return isfunction(obj) and bool(obj.__code__.co_flags & CO_GENERATOR)


def iscoroutinefunction(obj):
    return False


def isasyncgenfunction(obj):
    return False


def iscoroutine(obj):
    return False


def isawaitable(obj):
    return hasattr(type(obj), "__await__")


def iscode(obj):
    return type(obj).__name__ == "code"


def isframe(obj):
    return type(obj).__name__ == "frame"


def istraceback(obj):
    return type(obj).__name__ == "traceback"


def isabstract(obj):
    return isinstance(obj, type) and bool(getattr(obj, "__abstractmethods__", None))


def isdatadescriptor(obj):
    if isclass(obj) or ismethod(obj) or isfunction(obj):
        return False
    t = type(obj)
    return hasattr(t, "__set__") or hasattr(t, "__delete__")


def getmro(cls):
    return cls.__mro__


def getmembers(obj, predicate=None):
    out = []
    for name in dir(obj):
        try:
            value = getattr(obj, name)
        except AttributeError:
            continue
        if predicate is None or predicate(value):
            out.append((name, value))
    out.sort(key=lambda kv: kv[0])
    return out


def cleandoc(doc):
    lines = doc.expandtabs().split("\n")
    margin = None
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            indent = len(line) - content
            margin = indent if margin is None else min(margin, indent)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin is not None:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return "\n".join(lines)


def getdoc(obj):
    try:
        doc = obj.__doc__
    except AttributeError:
        return None
    if doc is None and isclass(obj):
        for base in obj.__mro__[1:]:
            if base is object:
                break
            doc = base.__dict__.get("__doc__")
            if doc is not None:
                break
    elif doc is None and (isfunction(obj) or ismethod(obj)):
        name = getattr(obj, "__name__", None)
        owner = getattr(obj, "__self__", None)
        cls = owner if isclass(owner) else type(owner) if owner is not None else None
        if cls is not None and name:
            for base in cls.__mro__[1:]:
                f = base.__dict__.get(name)
                if f is not None and getattr(f, "__doc__", None) is not None:
                    doc = f.__doc__
                    break
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


def getsource(obj):
    raise OSError("could not get source code")


getsourcelines = getsource


def getmodule(obj):
    import sys
    name = getattr(obj, "__module__", None)
    return sys.modules.get(name) if name else None


GEN_CREATED = "GEN_CREATED"
GEN_RUNNING = "GEN_RUNNING"
GEN_SUSPENDED = "GEN_SUSPENDED"
GEN_CLOSED = "GEN_CLOSED"


def getgeneratorstate(generator):
    if generator.gi_running:
        return GEN_RUNNING
    if generator.gi_frame is None:
        return GEN_CLOSED
    if generator.gi_frame.f_lasti == -1 or generator.gi_frame.f_lasti == 0:
        return GEN_CREATED
    return GEN_SUSPENDED


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


POSITIONAL_ONLY = 0
POSITIONAL_OR_KEYWORD = 1
VAR_POSITIONAL = 2
KEYWORD_ONLY = 3
VAR_KEYWORD = 4

_KIND_NAMES = ["POSITIONAL_ONLY", "POSITIONAL_OR_KEYWORD", "VAR_POSITIONAL", "KEYWORD_ONLY", "VAR_KEYWORD"]
_KIND_DESCRIPTIONS = ["positional-only", "positional or keyword", "variadic positional", "keyword-only", "variadic keyword"]


class _Kind(object):
    def __init__(self, value):
        self.value = value
        self.name = _KIND_NAMES[value]
        self.description = _KIND_DESCRIPTIONS[value]

    def __repr__(self):
        return "<_ParameterKind.%s: %d>" % (self.name, self.value)

    def __str__(self):
        return self.name

    def __eq__(self, other):
        if isinstance(other, _Kind):
            return self.value == other.value
        return self.value == other

    def __hash__(self):
        return hash(self.value)

    def __lt__(self, other):
        return self.value < (other.value if isinstance(other, _Kind) else other)

    def __int__(self):
        return self.value


_KINDS = [_Kind(i) for i in range(5)]


def formatannotation(annotation):
    if isinstance(annotation, type):
        if getattr(annotation, "__module__", "builtins") in ("builtins", None, ""):
            return annotation.__qualname__
        return annotation.__module__ + "." + annotation.__qualname__
    if isinstance(annotation, str):
        return repr(annotation)
    return repr(annotation).replace("typing.", "")


class Parameter(object):
    POSITIONAL_ONLY = _KINDS[0]
    POSITIONAL_OR_KEYWORD = _KINDS[1]
    VAR_POSITIONAL = _KINDS[2]
    KEYWORD_ONLY = _KINDS[3]
    VAR_KEYWORD = _KINDS[4]
    empty = _empty

    def __init__(self, name, kind, default=_empty, annotation=_empty):
        if not isinstance(kind, _Kind):
            kind = _KINDS[int(kind)]
        self._name = name
        self._kind = kind
        self._default = default
        self._annotation = annotation

    @property
    def name(self):
        return self._name

    @property
    def kind(self):
        return self._kind

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    def replace(self, name=None, kind=None, default=_empty, annotation=_empty):
        return Parameter(self._name if name is None else name, self._kind if kind is None else kind,
                         self._default if default is _empty else default,
                         self._annotation if annotation is _empty else annotation)

    def __str__(self):
        s = self._name
        if self._annotation is not _empty:
            s += ": " + formatannotation(self._annotation)
        if self._default is not _empty:
            s += (" = " if self._annotation is not _empty else "=") + repr(self._default)
        if self._kind.value == 2:
            s = "*" + s
        elif self._kind.value == 4:
            s = "**" + s
        return s

    def __repr__(self):
        return '<Parameter "%s">' % (self,)

    def __eq__(self, other):
        return isinstance(other, Parameter) and (self._name, self._kind, self._default, self._annotation) == (
            other._name, other._kind, other._default, other._annotation)

    def __hash__(self):
        return hash((self._name, self._kind.value))


class BoundArguments(object):
    def __init__(self, signature, arguments):
        self._signature = signature
        self.arguments = arguments

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        out = []
        for p in self._signature.parameters.values():
            if p.kind.value >= 3 or p.name not in self.arguments:
                break
            if p.kind.value == 2:
                out.extend(self.arguments[p.name])
            else:
                out.append(self.arguments[p.name])
        return tuple(out)

    @property
    def kwargs(self):
        out = {}
        started = False
        for p in self._signature.parameters.values():
            if p.kind.value >= 3 or p.name not in self.arguments:
                started = True
            if not started or p.name not in self.arguments:
                continue
            if p.kind.value == 4:
                out.update(self.arguments[p.name])
            elif p.kind.value != 2:
                out[p.name] = self.arguments[p.name]
        return out

    def apply_defaults(self):
        new = {}
        for p in self._signature.parameters.values():
            if p.name in self.arguments:
                new[p.name] = self.arguments[p.name]
            elif p.default is not _empty:
                new[p.name] = p.default
            elif p.kind.value == 2:
                new[p.name] = ()
            elif p.kind.value == 4:
                new[p.name] = {}
        self.arguments = new

    def __repr__(self):
        return "<BoundArguments (%s)>" % ", ".join("%s=%r" % kv for kv in self.arguments.items())

    def __eq__(self, other):
        return isinstance(other, BoundArguments) and self.signature == other.signature and self.arguments == other.arguments


class Signature(object):
    empty = _empty

    def __init__(self, parameters=None, return_annotation=_empty):
        self._parameters = {}
        for p in parameters or ():
            if p.name in self._parameters:
                raise ValueError("duplicate parameter name: %r" % (p.name,))
            self._parameters[p.name] = p
        self._return_annotation = return_annotation

    @property
    def parameters(self):
        return _types.MappingProxyType(self._parameters) if hasattr(_types, "MappingProxyType") else dict(self._parameters)

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, parameters=None, return_annotation=_empty):
        return Signature(list(self._parameters.values()) if parameters is None else parameters,
                         self._return_annotation if return_annotation is _empty else return_annotation)

    def __str__(self):
        parts = []
        kwonly_marked = False
        for p in self._parameters.values():
            if p.kind.value == 2:
                kwonly_marked = True
            elif p.kind.value == 3 and not kwonly_marked:
                parts.append("*")
                kwonly_marked = True
            parts.append(str(p))
        s = "(" + ", ".join(parts) + ")"
        if self._return_annotation is not _empty:
            s += " -> " + formatannotation(self._return_annotation)
        return s

    def __repr__(self):
        return "<Signature %s>" % (self,)

    def __eq__(self, other):
        return isinstance(other, Signature) and list(self._parameters.values()) == list(other._parameters.values()) and \
            self._return_annotation == other._return_annotation

    def _bind(self, args, kwargs, partial):
        arguments = {}
        params = list(self._parameters.values())
        kwargs = dict(kwargs)
        i = 0
        for p in params:
            k = p.kind.value
            if k == 2:
                arguments[p.name] = tuple(args[i:])
                i = len(args)
                continue
            if k >= 3:
                break
            if i < len(args):
                arguments[p.name] = args[i]
                i += 1
        if i < len(args):
            raise TypeError("too many positional arguments")
        var_kw = None
        for p in params:
            k = p.kind.value
            if k == 4:
                var_kw = p
                continue
            if k == 2:
                continue
            if p.name in kwargs:
                if p.name in arguments:
                    raise TypeError("multiple values for argument %r" % (p.name,))
                arguments[p.name] = kwargs.pop(p.name)
            elif p.name not in arguments and p.default is _empty and not partial:
                if k == 3:
                    raise TypeError("missing a required keyword-only argument: %r" % (p.name,))
                raise TypeError("missing a required argument: %r" % (p.name,))
        if kwargs:
            if var_kw is None:
                raise TypeError("got an unexpected keyword argument %r" % (next(iter(kwargs)),))
            arguments[var_kw.name] = kwargs
        ordered = {}
        for p in params:
            if p.name in arguments:
                ordered[p.name] = arguments[p.name]
        return BoundArguments(self, ordered)

    def bind(self, *args, **kwargs):
        return self._bind(args, kwargs, False)

    def bind_partial(self, *args, **kwargs):
        return self._bind(args, kwargs, True)

    @classmethod
    def from_callable(cls, obj):
        return signature(obj)


def _function_signature(fn, skip_first):
    code = fn.__code__
    names = list(code.co_varnames)
    nargs = code.co_argcount
    nkw = code.co_kwonlyargcount
    defaults = fn.__defaults__ or ()
    kwdefaults = fn.__kwdefaults__ or {}
    anns = getattr(fn, "__annotations__", None) or {}
    params = []
    first_default = nargs - len(defaults)
    for i in range(nargs):
        name = names[i]
        default = defaults[i - first_default] if i >= first_default else _empty
        params.append(Parameter(name, 1, default, anns.get(name, _empty)))
    pos = nargs
    star = None
    if code.co_flags & CO_VARARGS:
        star = names[nargs + nkw]
    for j in range(nkw):
        name = names[pos + j]
        kw = Parameter(name, 3, kwdefaults.get(name, _empty), anns.get(name, _empty))
        params.append(kw)
    if star is not None:
        params.insert(nargs, Parameter(star, 2, _empty, anns.get(star, _empty)))
    if code.co_flags & CO_VARKEYWORDS:
        name = names[nargs + nkw + (1 if star is not None else 0)]
        params.append(Parameter(name, 4, _empty, anns.get(name, _empty)))
    if skip_first and params and params[0].kind.value <= 1:
        params = params[1:]
    return Signature(params, anns.get("return", _empty))


def signature(obj, follow_wrapped=True):
    if not callable(obj):
        raise TypeError("%r is not a callable object" % (obj,))
    if follow_wrapped:
        seen = 0
        while hasattr(obj, "__wrapped__") and seen < 100:
            obj = obj.__wrapped__
            seen += 1
    sig = getattr(obj, "__signature__", None)
    if isinstance(sig, Signature):
        return sig
    if ismethod(obj):
        return _function_signature(obj.__func__, True) if isfunction(obj.__func__) else signature(obj.__func__)
    if isfunction(obj):
        return _function_signature(obj, False)
    if type(obj).__name__ == "partial":
        base = signature(obj.func)
        return base.replace(parameters=list(base.parameters.values())[len(obj.args):])
    if isclass(obj):
        for base in obj.__mro__:
            init = base.__dict__.get("__init__")
            if init is not None and isfunction(init):
                return _function_signature(init, True)
            new = base.__dict__.get("__new__")
            if new is not None and isfunction(getattr(new, "__func__", new)):
                return _function_signature(getattr(new, "__func__", new), True)
        raise ValueError("no signature found for builtin type %r" % (obj,))
    call = getattr(type(obj), "__call__", None)
    if call is not None and isfunction(call):
        return _function_signature(call, True)
    raise ValueError("no signature found for builtin %r" % (obj,))
