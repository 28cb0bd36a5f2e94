def describe(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, (int, float)):
        return f"number:{x}"
    if isinstance(x, str):
        return f"str[{len(x)}]"
    if isinstance(x, (list, tuple, set)):
        return f"{type(x).__name__}({', '.join(describe(i) for i in x)})"
    if isinstance(x, dict):
        return "{" + ", ".join(f"{k}->{describe(v)}" for k, v in x.items()) + "}"
    return type(x).__name__
print(describe([1, "ab", (2.5, True), {"k": None}]))
print(type(3) is int, type(True) is int, isinstance(True, int), type(None).__name__)
print(isinstance(range(3), (list, range)), isinstance({}.keys(), dict))
