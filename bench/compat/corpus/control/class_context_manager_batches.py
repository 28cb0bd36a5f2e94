class BatchCollector:
    def __init__(self, size):
        self.size = size
        self.batches = []
        self._buf = []

    def __enter__(self):
        print(f"open collector size={self.size}")
        return self

    def add(self, item):
        self._buf.append(item)
        if len(self._buf) == self.size:
            self.flush()

    def flush(self):
        if self._buf:
            self.batches.append(self._buf)
            self._buf = []

    def __exit__(self, exc_type, exc_value, traceback):
        self.flush()
        print(f"closed with {len(self.batches)} batches, exc={exc_type}")
        return False

with BatchCollector(45) as bc:
    for line in context.splitlines():
        if line.startswith("id="):
            bc.add(line.split()[0])
print([len(b) for b in bc.batches], bc.batches[-1][-2:])

prompts = [f"Classify records {b[0]}..{b[-1]}" for b in bc.batches]
answers = llm_query_batched(prompts)
for p, a in zip(prompts, answers):
    print(a)

try:
    with BatchCollector(2) as bc2:
        bc2.add(1); bc2.add(2); bc2.add(3)
        raise RuntimeError("stop")
except RuntimeError as e:
    print("propagated:", e, bc2.batches)
