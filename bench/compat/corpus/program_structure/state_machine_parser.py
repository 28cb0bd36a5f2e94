from enum import Enum

class State(Enum):
    START = 0
    IN_BLOCK = 1
    AFTER_NOTE = 2

class BlockParser:
    def __init__(self):
        self.state = State.START
        self.blocks = []
        self._cur = []
        self.transitions = []

    def _move(self, new):
        if new is not self.state:
            self.transitions.append((self.state.name, new.name))
        self.state = new

    def feed(self, line):
        if line.startswith("NOTE"):
            self.blocks.append((line.split(":")[0].replace("NOTE ", ""), self._cur))
            self._cur = []
            self._move(State.AFTER_NOTE)
        else:
            self._cur.append(line)
            self._move(State.IN_BLOCK)

    def __iter__(self):
        return iter(self.blocks)

p = BlockParser()
for line in context.splitlines():
    p.feed(line)

print("final state:", p.state)
print("transitions:", len(p.transitions), p.transitions[:3])
for name, lines in p:
    amt = sum(float(l.split("amount=")[1].split()[0]) for l in lines)
    print(f"{name:<15} lines={len(lines):>2} amount={amt:>8.2f}")
print(p._cur == [], State(1), State.IN_BLOCK.value)
