from operator import itemgetter, attrgetter
import math, sys
d = {"a": 3, "b": 1, "c": 2}
print(sorted(d.items(), key=itemgetter(1)), max(d.items(), key=itemgetter(1))[0], d | {"z": 0}, list(zip("ab", [1, 2], strict=True)))
print(math.inf > 1e308, -math.inf, math.isnan(float("nan")), math.floor(-2.5), math.ceil(2.1), math.log(math.e), math.log2(8), math.log10(1000), math.sqrt(2))
print(isinstance(3.0, (int, float)), sum([1, 2], start=10), list(map(lambda x: x * 2, [1, 2])), list(filter(None, [0, 1, "", "a"])), sorted(["ccc", "a", "bb"], key=len))
print(type(None).__name__, callable(len), hasattr("", "join"), getattr(d, "missing", "dflt"), vars(type("X", (), {"a": 1})).get("a"))
print(sys.version_info >= (3, 8), sys.maxsize > 2**31)
x = [3, 1, 2]; x.sort(key=lambda v: -v); print(x, x.index(1), x.count(3), x[::-1], x * 2, [0] * 3)
nested = {"a": {"b": {"c": 1}}}
print(nested.get("a", {}).get("b", {}).get("c"), {**nested["a"], "d": 2}, dict(sorted(d.items())), list(d)[-1], next(iter(d)))
print(f"{'x'!s:>4}|{3!r}|{math.pi:10.4f}|{-1:+}|{1e6:.2e}|{12:#x}|{'abc':.2}")
print("%d%%" % 50, "{:,.2f}".format(1234.5), format(0.5, ".0%"), format(1234, "_"), str(1e16), str(1.5e-5), repr(0.1 + 0.2), 1 / 3)
