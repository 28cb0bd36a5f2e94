from functools import cached_property

class Report:
    def __init__(self, text):
        self.text = text
        self.computations = 0

    @cached_property
    def words(self):
        self.computations += 1
        return self.text.split()

    @cached_property
    def longest(self):
        return max(self.words, key=len)

r = Report("cached properties compute only once per instance")
print(len(r.words), r.longest)
print(len(r.words), r.computations)
print("words" in r.__dict__)
del r.words
print(len(r.words), r.computations)
r.text = "changed"
print(r.longest)
