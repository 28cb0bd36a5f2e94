# copy for gpython, in Python: shallow and deep copies of containers and
# of instances of Python classes, with CPython's memo so that shared and
# self-referencing structures keep their shape.


class Error(Exception):
    pass


error = Error


def _f():
    pass


# Values copied as themselves: immutable, or (classes, functions) shared
# by every copy in CPython too.
_ATOMIC = (type(None), int, float, bool, complex, str, bytes, type, range, type(_f), type(len), type(Ellipsis), type(NotImplemented))


# The built-in types a Python class may derive from; an instance of such a
# class is copied as CPython's __reduce_ex__ would have it, keeping its class.
_BUILTIN_BASES = (list, dict, set, frozenset, tuple, str, int, float, bytes)


def _builtin_base(x):
    cls = type(x)
    if cls in _BUILTIN_BASES or not hasattr(x, "__dict__") or hasattr(x, "_fields"):
        return None
    from collections import Counter, OrderedDict, defaultdict
    if isinstance(x, (Counter, OrderedDict, defaultdict)):
        return None  # their copy() keeps their class and factory
    for b in cls.__mro__:
        if b in _BUILTIN_BASES:
            return b
    return None


def _copy_derived(x, base, memo):
    # list and dict subclasses: a new empty instance (no __init__), its
    # attributes, then its items through the class's own append and
    # __setitem__; set subclasses are rebuilt by calling the class; the
    # immutable bases by the class's __new__ with the built-in value.
    deep = memo is not None
    cls = type(x)
    if base is list or base is dict:
        y = object.__new__(cls)
        if deep:
            memo[id(x)] = y
    elif base is set or base is frozenset:
        items = list(x)
        y = cls(deepcopy(items, memo) if deep else items)
    else:
        v = base(x)
        y = cls.__new__(cls, deepcopy(v, memo) if deep else v)
    state = x.__dict__
    if state:
        if deep:
            state = deepcopy(state, memo)
        if hasattr(y, "__setstate__"):
            y.__setstate__(state)
        else:
            y.__dict__.update(state)
    if base is list:
        for v in x:
            y.append(deepcopy(v, memo) if deep else v)
    elif base is dict:
        for k, v in x.items():
            if deep:
                k, v = deepcopy(k, memo), deepcopy(v, memo)
            y[k] = v
    return y


def copy(x):
    if type(x) in _ATOMIC:
        return x
    cp = getattr(type(x), "__copy__", None)
    if cp is not None:
        return cp(x)
    base = _builtin_base(x)
    if base is not None:
        return _copy_derived(x, base, None)
    if isinstance(x, _ATOMIC) or isinstance(x, (tuple, frozenset)) and not hasattr(x, "__dict__"):
        return x
    if isinstance(x, list):
        return list(x)
    if isinstance(x, dict):
        return x.copy()
    if isinstance(x, set):
        return set(x)
    if isinstance(x, bytearray):
        return bytearray(x)
    cp = getattr(type(x), "__copy__", None)
    if cp is not None:
        return cp(x)
    if hasattr(x, "_fields") and isinstance(x, tuple):
        return type(x)(*x)
    return _reconstruct(x, None)


def deepcopy(x, memo=None, _nil=[]):
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    if type(x) in _ATOMIC:
        return x
    base = None
    if not hasattr(type(x), "__deepcopy__"):
        base = _builtin_base(x)
    if base is not None:
        y = _copy_derived(x, base, memo)
    elif isinstance(x, _ATOMIC):
        return x
    elif isinstance(x, list):
        y = []
        memo[d] = y
        for v in x:
            y.append(deepcopy(v, memo))
    elif isinstance(x, dict):
        y = x.copy()
        y.clear()
        memo[d] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
    elif isinstance(x, set):
        y = set(deepcopy(v, memo) for v in x)
    elif isinstance(x, frozenset):
        y = frozenset(deepcopy(v, memo) for v in x)
    elif isinstance(x, bytearray):
        y = bytearray(x)
    elif hasattr(type(x), "__deepcopy__"):
        y = x.__deepcopy__(memo)
    elif hasattr(x, "_fields") and isinstance(x, tuple):
        y = type(x)(*[deepcopy(v, memo) for v in x])
    elif isinstance(x, tuple):
        items = [deepcopy(v, memo) for v in x]
        # A tuple holding itself was copied while its items were.
        if d in memo:
            return memo[d]
        same = all(a is b for a, b in zip(items, x))
        y = x if same else tuple(items)
    else:
        y = _reconstruct(x, memo)
    memo[d] = y
    _keep_alive(x, memo)
    return y


def _keep_alive(x, memo):
    # As CPython does: holding x keeps its id from being reused while the
    # memo lives.
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def _reconstruct(x, memo):
    # An instance of a Python class: a new object of the same class, made
    # without __init__, with a copy of the instance dict.
    cls = type(x)
    y = object.__new__(cls)
    if memo is not None:
        memo[id(x)] = y
    state = getattr(x, "__dict__", None)
    if state:
        if hasattr(x, "__getstate__") and hasattr(x, "__setstate__"):
            st = x.__getstate__()
            y.__setstate__(deepcopy(st, memo) if memo is not None else st)
            return y
        # Keys only: gpython's instance dict answers attribute lookups
        # from its own keys, so state.items may be an instance attribute.
        target = y.__dict__
        for k in list(state):
            v = state[k]
            target[k] = deepcopy(v, memo) if memo is not None else v
    return y
