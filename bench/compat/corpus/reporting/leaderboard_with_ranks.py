import re
from collections import defaultdict

score = defaultdict(float)
for user, label, amt in re.findall(r"user=(\w+) label=(\w+) amount=([\d.]+)", context):
    weight = {"spam": -1.0, "alert": -0.5, "promo": 0.5, "ham": 1.0}[label]
    score[user] += weight * float(amt)

ranked = sorted(score.items(), key=lambda kv: kv[1], reverse=True)
medals = {1: "gold", 2: "silver", 3: "bronze"}
print("LEADERBOARD".center(44, "="))
prev, rank = None, 0
for pos, (user, s) in enumerate(ranked, 1):
    if s != prev:
        rank = pos
    prev = s
    sign = "+" if s >= 0 else "-"
    print(f"{rank:>2}. {user.capitalize():<8}{sign}{abs(s):>10.2f}  {medals.get(rank, ''):<6}|")
print("=" * 44)
spread = ranked[0][1] - ranked[-1][1]
print(f"spread: {spread:.2f}; mean: {sum(score.values()) / len(score):.2f}")
print(f"negative scores: {[u for u, s in ranked if s < 0]}")
