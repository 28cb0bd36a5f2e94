class A:
    pass
try:
    A().missing
except AttributeError:
    print("no attr")
try:
    None.foo
except AttributeError as e:
    print("none attr")
