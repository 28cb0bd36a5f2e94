from functools import reduce, partial
import operator

print(reduce(operator.add, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 7), 1))
print(reduce(lambda acc, w: acc + [w] if w not in acc else acc, "a b a c b d".split(), []))
merged = reduce(lambda a, b: {**a, **b}, [{"x": 1}, {"y": 2}, {"x": 3}])
print(merged)

def scale(value, factor, offset=0):
    return value * factor + offset

to_percent = partial(scale, factor=100)
c_to_f = partial(scale, factor=9 / 5, offset=32)
print(to_percent(0.256), [round(c_to_f(c), 1) for c in (-40, 0, 37, 100)])
print(to_percent.func.__name__, to_percent.keywords, to_percent.args)
int_from_hex = partial(int, base=16)
print([int_from_hex(h) for h in ["ff", "10", "7f"]])
first_true = partial(next, filter(None, [0, "", None, "x", 5]))
print(first_true())
print(reduce(max, [3, 9, 2]), reduce(operator.or_, [{1}, {2}, {1, 3}]))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)
