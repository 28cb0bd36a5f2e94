prev = {"spam": 40, "ham": 90, "promo": 20, "alert": 0}
curr = {"spam": 53, "ham": 82, "promo": 29, "alert": 28}
for k in curr:
    p, c = prev[k], curr[k]
    if p == 0:
        change = "n/a"
    else:
        change = f"{(c - p) / p:+.1%}"
    print(f"{k:<6}{p:>5}{c:>5}  {change:>8}")
total_p, total_c = sum(prev.values()), sum(curr.values())
print(f"total {total_p} -> {total_c} ({(total_c / total_p - 1) * 100:+.2f}%)")
