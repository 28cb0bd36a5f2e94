class Counter:
    count = 0
    items = []
    def __init__(self):
        Counter.count += 1
        self.items.append(Counter.count)
        self.local = [Counter.count]

a, b = Counter(), Counter()
print(Counter.count, a.count, b.items, a.items is b.items, a.local, b.local)
a.count = 100
print(a.count, Counter.count, b.count)
del a.count
print(a.count)
print(sorted(vars(a)), type(a).__name__, a.__class__.__name__)
