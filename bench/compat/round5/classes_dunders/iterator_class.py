class Countdown:
    def __init__(self, start, step=1):
        self.current = start
        self.step = step
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        v = self.current
        self.current -= self.step
        return v

class Chunked:
    def __init__(self, text, size):
        self.text, self.size = text, size
    def __iter__(self):
        for i in range(0, len(self.text), self.size):
            yield self.text[i:i + self.size]
    def __len__(self):
        return -(-len(self.text) // self.size)

print(list(Countdown(5)), list(Countdown(10, 3)))
cd = Countdown(3)
print(next(cd), next(cd), next(cd), next(cd, "done"))
ch = Chunked("abcdefghijk", 4)
print(len(ch), list(ch), list(ch))
print(sum(1 for _ in Chunked("x" * 100, 7)), len(Chunked("x" * 100, 7)))
