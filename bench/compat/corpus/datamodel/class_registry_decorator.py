REGISTRY = {}
def register(name):
    def deco(cls):
        REGISTRY[name] = cls
        cls.tag = name
        return cls
    return deco

@register("upper")
class Upper:
    def run(self, s): return s.upper()

@register("rev")
class Rev:
    def run(self, s): return s[::-1]

for name in sorted(REGISTRY):
    print(name, REGISTRY[name].__name__, REGISTRY[name]().run("abc"), REGISTRY[name].tag)
pipeline = ["rev", "upper"]
s = "hello"
for step in pipeline:
    s = REGISTRY[step]().run(s)
print(s)
