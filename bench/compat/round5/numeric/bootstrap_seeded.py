import random, statistics
rng = random.Random(1234)
a = [0.71, 0.64, 0.80, 0.58, 0.44, 0.52, 0.69, 0.73, 0.61, 0.66]
b = [0.75, 0.66, 0.79, 0.63, 0.50, 0.55, 0.70, 0.78, 0.60, 0.71]
diffs = [y - x for x, y in zip(a, b)]
observed = statistics.mean(diffs)
boots = []
for _ in range(2000):
    sample = [diffs[rng.randrange(len(diffs))] for _ in diffs]
    boots.append(statistics.mean(sample))
boots.sort()
lo, hi = boots[int(0.025 * len(boots))], boots[int(0.975 * len(boots)) - 1]
print(f"mean diff {observed:.4f}, 95% CI [{lo:.4f}, {hi:.4f}]")
print("wins", sum(d > 0 for d in diffs), "losses", sum(d < 0 for d in diffs))
print([round(x, 3) for x in rng.sample(boots, 3)])
r2 = random.Random(7)
print(r2.randint(1, 100), r2.choice("abcdef"), round(r2.random(), 6), r2.uniform(0, 1) < 1)
deck = list(range(10))
r2.shuffle(deck)
print(deck)
