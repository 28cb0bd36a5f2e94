lines = context.splitlines()
win, step = 40, 30
starts = list(range(0, max(len(lines) - win, 0) + 1, step))
print(starts)
print(sum(len(lines[s:s + win]) for s in starts))
