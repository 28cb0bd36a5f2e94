class Stage:
    def __init__(self, name, fn):
        self.name, self.fn = name, fn
        self.calls = 0

    def __call__(self, x):
        self.calls += 1
        return self.fn(x)

    def __or__(self, other):
        return Pipeline([self, other])

    def __repr__(self):
        return f"<{self.name}>"

class Pipeline:
    def __init__(self, stages):
        self.stages = list(stages)

    def __or__(self, other):
        return Pipeline(self.stages + [other])

    def __call__(self, x):
        for s in self.stages:
            x = s(x)
        return x

    def __len__(self):
        return len(self.stages)

    def __repr__(self):
        return " | ".join(map(repr, self.stages))

strip = Stage("strip", str.strip)
lower = Stage("lower", str.lower)
words = Stage("words", str.split)
uniq = Stage("uniq", lambda ws: sorted(set(ws)))

p = strip | lower | words | uniq
print(p, len(p))
print(p("  The cat and THE hat and the bat  "))
print(p("Beta ALPHA beta"))
print(strip.calls, uniq.calls, callable(p), callable(strip.name))
