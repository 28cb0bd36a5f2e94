class RecordIterator:
    def __init__(self, text, label=None):
        self.lines = text.splitlines()
        self.pos = 0
        self.label = label

    def __iter__(self):
        return self

    def __next__(self):
        while self.pos < len(self.lines):
            line = self.lines[self.pos]
            self.pos += 1
            if not line.startswith("id="):
                continue
            if self.label and f"label={self.label}" not in line:
                continue
            return int(line.split()[0][3:])
        raise StopIteration

class Records:
    def __init__(self, text):
        self.text = text
    def __iter__(self):
        return RecordIterator(self.text, "alert")

it = RecordIterator(context, "alert")
print(iter(it) is it, next(it), next(it))
print(list(it)[:5])
print(list(it))
r = Records(context)
print(len(list(r)), len(list(r)))
import itertools
print(list(itertools.islice(RecordIterator(context), 3, 8)))
it2 = iter([3, 1, 2])
print(next(it2), list(it2), next(it2, None))
sentinel_iter = iter(iter(context.splitlines()).__next__, context.splitlines()[3])
print(len(list(sentinel_iter)))
