from functools import reduce, partial
import operator
nums = [3, 5, 2, 8, 1]
print(reduce(operator.add, nums), reduce(operator.mul, nums, 1))
print(reduce(lambda a, b: a if a > b else b, nums))
print(reduce(lambda acc, w: acc + [w.upper()], ["x", "y"], []))
dicts = [{"a": 1}, {"b": 2}, {"a": 3, "c": 4}]
print(reduce(lambda a, b: {**a, **b}, dicts))
int2 = partial(int, base=2)
print(int2("1011"), int2("11111111"))
def greet(greeting, name, punct="!"):
    return f"{greeting}, {name}{punct}"
hello = partial(greet, "Hello")
print(hello("Ann"), hello("Bo", punct="?"))
print(hello.func.__name__, hello.args, hello.keywords)
