from collections import deque

jobs = deque([("render", 5), ("encode", 3), ("upload", 1), ("index", 4)])
quantum = 2
clock = 0
finished = []
while jobs:
    name, left = jobs.popleft()
    run = min(quantum, left)
    clock += run
    left -= run
    if left:
        jobs.append((name, left))
    else:
        finished.append((name, clock))
    print(f"t={clock:>2} ran {name:<7} left={left} queue={[j[0] for j in jobs]}")
print(finished)
avg = sum(t for _, t in finished) / len(finished)
print(f"average completion {avg:.2f}")
