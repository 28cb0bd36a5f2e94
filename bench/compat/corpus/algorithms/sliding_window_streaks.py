from collections import deque

rows = [l.split()[:4] for l in context.splitlines() if l.startswith("id=")]
labels = [r[2][6:] for r in rows]
amounts = [float(r[3][7:]) for r in rows]

k = 7
window = sum(amounts[:k])
best, best_start = window, 0
for i in range(k, len(amounts)):
    window += amounts[i] - amounts[i - k]
    if window > best:
        best, best_start = window, i - k + 1
print(f"best {k}-window sum {best:.2f} starting at index {best_start}: {amounts[best_start:best_start + k]}")

def sliding_max(vals, k):
    dq, out = deque(), []
    for i, v in enumerate(vals):
        while dq and vals[dq[-1]] <= v:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            out.append(vals[dq[0]])
    return out

sm = sliding_max(amounts, 5)
print(len(sm), sm[:8])
assert sm == [max(amounts[i:i + 5]) for i in range(len(amounts) - 4)]

best_run = (0, None, -1)
run_len = 0
for i, lab in enumerate(labels):
    run_len = run_len + 1 if i and labels[i - 1] == lab else 1
    if run_len > best_run[0]:
        best_run = (run_len, lab, i - run_len + 1)
print("longest same-label streak:", best_run, labels[best_run[2]:best_run[2] + best_run[0]])

budget = 300.0
left = total = 0
longest = (0, 0)
for right, a in enumerate(amounts):
    total += a
    while total > budget:
        total -= amounts[left]
        left += 1
    if right - left + 1 > longest[0]:
        longest = (right - left + 1, left)
print("longest run under budget:", longest, round(sum(amounts[longest[1]:longest[1] + longest[0]]), 2))
