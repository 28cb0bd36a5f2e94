class Pager:
    def __init__(self, items, size):
        self.items = items
        self.size = size

    def __iter__(self):
        return PageIter(self)

    def __len__(self):
        return -(-len(self.items) // self.size)

class PageIter:
    def __init__(self, pager):
        self.pager = pager
        self.page = 0

    def __iter__(self):
        return self

    def __next__(self):
        start = self.page * self.pager.size
        if start >= len(self.pager.items):
            raise StopIteration
        self.page += 1
        return self.page, self.pager.items[start:start + self.pager.size]

context = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda".split()
pager = Pager(context, 4)
print("pages:", len(pager))
for n, chunk in pager:
    print(f"page {n}/{len(pager)}: {', '.join(chunk)}")
it = iter(pager)
print(next(it)[0], next(it)[0], next(it)[0], next(it, "done"))
print(sum(len(c) for _, c in pager) == len(context))
print(dict(Pager(list("abcde"), 2)))
