import re
hours = [int(h) for h in re.findall(r"T(\d\d):\d\d", context)]
buckets = {"night": range(0, 6), "morning": range(6, 12), "afternoon": range(12, 18), "evening": range(18, 24)}
counts = {name: sum(1 for h in hours if h in rng) for name, rng in buckets.items()}
print(counts)
total = sum(counts.values())
for name, c in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{name:<10}{c:>4}{c / total:>8.1%}")
