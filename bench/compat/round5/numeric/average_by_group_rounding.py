from statistics import mean, median
context = "\n".join(f"{['math', 'art', 'bio'][i % 3]}:{55 + (i * 17) % 45}" for i in range(30))
groups = {}
for line in context.splitlines():
    subj, score = line.split(":")
    groups.setdefault(subj, []).append(int(score))
print(f"{'subject':<8}{'n':>3}{'mean':>8}{'median':>8}{'min':>5}{'max':>5}{'pass%':>7}")
for subj in sorted(groups):
    s = groups[subj]
    passed = sum(x >= 60 for x in s) / len(s)
    print(f"{subj:<8}{len(s):>3}{mean(s):>8.2f}{median(s):>8.1f}{min(s):>5}{max(s):>5}{passed:>7.0%}")
allv = [v for s in groups.values() for v in s]
print("overall", round(mean(allv), 3), sorted(allv)[:5])
