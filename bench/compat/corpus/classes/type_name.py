class Foo:
    pass
print(type(Foo()).__name__, Foo.__name__, type(3).__name__, type("s").__name__, type([]).__name__, type({}).__name__)
