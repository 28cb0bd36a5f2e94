class SlidingWindow:
    """Iterate over overlapping chunks of lines, for sub-queries with context overlap."""
    def __init__(self, lines, size, overlap):
        if overlap >= size:
            raise ValueError("overlap must be smaller than size")
        self.lines, self.size, self.step = lines, size, size - overlap
        self.pos = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self.pos >= len(self.lines):
            raise StopIteration
        chunk = self.lines[self.pos:self.pos + self.size]
        start = self.pos
        self.pos += self.step
        return start, chunk

    def __len__(self):
        n = len(self.lines)
        return max(0, -(-n // self.step))

lines = context.splitlines()
win = SlidingWindow(lines, size=60, overlap=10)
print("windows:", len(win))
queries = []
for start, chunk in win:
    ids = [l.split()[0] for l in chunk if l.startswith("id=")]
    print(f"start={start:>3} lines={len(chunk):>2} first={ids[0]} last={ids[-1]}")
    queries.append(("\n".join(chunk), "find alerts"))
print(list(win))
res = rlm_query_batched(queries)
print(res[-1])
try:
    SlidingWindow(lines, 10, 10)
except ValueError as e:
    print("error:", e)
