classes = []
for base in [dict, list, str, int, tuple, set, frozenset, float, bytes, Exception]:
    classes.append(type('My' + base.__name__.capitalize(), (base,), {}))
for cls in classes:
    base = cls.__bases__[0]
    obj = cls()
    print(cls.__name__, isinstance(obj, base), issubclass(cls, base), type(obj) is base, type(obj).__name__)
