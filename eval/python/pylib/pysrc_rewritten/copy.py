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


def copy(x):
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
    if isinstance(x, _ATOMIC):
        return x
    if isinstance(x, list):
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
