class Counter:
    def __init__(self):
        self.counts = {}

    def add(self, key):
        self.counts[key] = self.counts.get(key, 0) + 1
        return self.counts[key]

class LoggingCounter(Counter):
    def __init__(self, log_every=20):
        super().__init__()
        self.log_every = log_every
        self.total = 0

    def add(self, key):
        n = super().add(key)
        self.total += 1
        if self.total % self.log_every == 0:
            print(f"  processed {self.total}, last={key} ({n})")
        return n

class CaseFoldCounter(LoggingCounter):
    def add(self, key):
        return super().add(key.strip().lower())

c = CaseFoldCounter(log_every=50)
for line in context.splitlines():
    if line.startswith("id="):
        c.add(line.split()[1][5:].upper() + " ")
print(c.counts)
print([k.__name__ for k in CaseFoldCounter.__mro__])
print(isinstance(c, Counter), c.total, c.log_every)
