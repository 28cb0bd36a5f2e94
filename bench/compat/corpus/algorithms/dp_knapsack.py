import re

items = [(int(float(a)), int(i)) for i, a in re.findall(r"id=(\d+) user=alice label=\w+ amount=([\d.]+)", context)]
print(len(items), items[:5])
budget = 400
# 0/1 knapsack: maximise spend without exceeding budget
best = [0] * (budget + 1)
choice = [[] for _ in range(budget + 1)]
for cost, rid in items:
    for b in range(budget, cost - 1, -1):
        if best[b - cost] + cost > best[b]:
            best[b] = best[b - cost] + cost
            choice[b] = choice[b - cost] + [rid]
print("best spend:", best[budget], "ids:", sorted(choice[budget]))

def lcs(a, b):
    dp = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i, x in enumerate(a, 1):
        for j, y in enumerate(b, 1):
            dp[i][j] = dp[i - 1][j - 1] + 1 if x == y else max(dp[i - 1][j], dp[i][j - 1])
    return dp[-1][-1]
print(lcs("refund requested", "request refund"), lcs("abc", "xyz"))

def coin_change(amount, coins):
    ways = [1] + [0] * amount
    for c in coins:
        for v in range(c, amount + 1):
            ways[v] += ways[v - c]
    return ways[amount]
print(coin_change(100, [1, 5, 10, 25]), coin_change(7, [2, 4]))
