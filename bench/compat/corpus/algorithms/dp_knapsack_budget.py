items = []
for line in context.splitlines()[:60]:
    if line.startswith("id="):
        f = dict(p.split("=", 1) for p in line.split()[:7])
        cost = int(float(f["amount"]) // 10) + 1
        value = {"alert": 9, "spam": 5, "promo": 3, "ham": 1}[f["label"]]
        items.append((int(f["id"]), cost, value))
print(len(items), "items; first:", items[:4])

def knapsack(items, capacity):
    dp = [[0] * (capacity + 1) for _ in range(len(items) + 1)]
    for i, (_, cost, value) in enumerate(items, 1):
        for c in range(capacity + 1):
            dp[i][c] = dp[i - 1][c]
            if cost <= c and dp[i - 1][c - cost] + value > dp[i][c]:
                dp[i][c] = dp[i - 1][c - cost] + value
    chosen, c = [], capacity
    for i in range(len(items), 0, -1):
        if dp[i][c] != dp[i - 1][c]:
            chosen.append(items[i - 1][0])
            c -= items[i - 1][1]
    return dp[-1][capacity], sorted(chosen)

for cap in (10, 25, 50):
    best, chosen = knapsack(items, cap)
    cost = sum(c for rid, c, _ in items if rid in chosen)
    print(f"cap={cap:3} value={best:3} cost={cost:3} ids={chosen}")

def count_label_sequences(n):
    # strings of length n over {a, s} with no two consecutive "s" (alerts)
    end_a, end_s = 1, 1
    for _ in range(n - 1):
        end_a, end_s = end_a + end_s, end_a
    return end_a + end_s

print([count_label_sequences(n) for n in range(1, 12)])
