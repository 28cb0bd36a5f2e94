def flatten(x):
    if isinstance(x, list):
        out = []
        for y in x:
            out.extend(flatten(y))
        return out
    return [x]
print(flatten([1, [2, [3, [4]]], 5]))
def depth(d):
    return 1 + max((depth(v) for v in d.values() if isinstance(v, dict)), default=0)
print(depth({"a": {"b": {"c": 1}}, "d": 1}))
