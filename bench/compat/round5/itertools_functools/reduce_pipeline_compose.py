from functools import reduce

def compose(*fns):
    return reduce(lambda f, g: lambda x: g(f(x)), fns, lambda x: x)

clean = compose(str.strip, str.lower, lambda s: s.replace("  ", " "), lambda s: s.split(" "))
print(clean("  Hello  World Of  PYTHON  "))
pipeline = compose(lambda xs: [x for x in xs if x % 3], lambda xs: [x * x for x in xs], sum)
print(pipeline(range(10)))
identity = compose()
print(identity(42))
steps = [("double", lambda x: x * 2), ("inc", lambda x: x + 1), ("square", lambda x: x ** 2)]
value = 3
for name, fn in steps:
    value = fn(value)
    print(f"after {name}: {value}")
print(reduce(lambda acc, kv: kv[1](acc), steps, 3))
