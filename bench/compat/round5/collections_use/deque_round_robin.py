from collections import deque
tasks = deque([("A", 5), ("B", 2), ("C", 7), ("D", 1)])
quantum = 2
clock = 0
finished = []
while tasks:
    name, left = tasks.popleft()
    run = min(quantum, left)
    clock += run
    left -= run
    if left:
        tasks.append((name, left))
    else:
        finished.append((name, clock))
    print(f"t={clock:2d} ran {name} for {run}, queue={[n for n, _ in tasks]}")
print("completion times:", finished)
print("avg turnaround:", sum(t for _, t in finished) / len(finished))
