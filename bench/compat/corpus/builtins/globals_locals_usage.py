x = 5
def f():
    y = 2
    return sorted(locals().keys())
print(f(), "x" in globals())
