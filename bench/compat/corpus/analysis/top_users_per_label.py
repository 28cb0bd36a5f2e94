from collections import Counter

counter = Counter()
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    user = line.split("user=")[1].split()[0]
    label = line.split("label=")[1].split()[0]
    counter[(label, user)] += 1

for label in ("spam", "promo", "alert", "ham"):
    ranked = sorted(((u, n) for (l, u), n in counter.items() if l == label),
                    key=lambda t: (-t[1], t[0]))
    top = ", ".join(f"{u}({n})" for u, n in ranked[:3])
    print(f"{label:>5}: {top}")

spam_users = Counter({u: n for (l, u), n in counter.items() if l == "spam"})
all_users = Counter()
for (l, u), n in counter.items():
    all_users[u] += n
ratio = {u: spam_users[u] / all_users[u] for u in all_users}
print("spam share per user:", {u: round(r, 3) for u, r in sorted(ratio.items())})
print("Most spam-prone:", max(ratio, key=ratio.get))
print(counter.most_common(3))
