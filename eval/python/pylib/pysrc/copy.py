# copy for gpython, in Python.


class Error(Exception):
    pass


def copy(x):
    if isinstance(x, list):
        return list(x)
    if isinstance(x, dict):
        return x.copy()
    if isinstance(x, set):
        return set(x)
    if hasattr(x, "__copy__"):
        return x.__copy__()
    return x


def deepcopy(x, memo=None):
    if isinstance(x, list):
        return [deepcopy(v) for v in x]
    if isinstance(x, tuple):
        return tuple(deepcopy(v) for v in x)
    if isinstance(x, dict):
        d = x.copy()
        for k in list(d.keys()):
            d[k] = deepcopy(d[k])
        return d
    if isinstance(x, set):
        return set(deepcopy(v) for v in x)
    if hasattr(x, "__deepcopy__"):
        return x.__deepcopy__(memo)
    return x
