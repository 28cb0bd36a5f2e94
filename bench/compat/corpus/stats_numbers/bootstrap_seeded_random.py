import random
import statistics

amounts = [float(l.split()[3][7:]) for l in context.splitlines() if l.startswith("id=")]
random.seed(42)
sample = random.sample(amounts, 10)
print("sample:", sample)
print("choice:", random.choice(amounts), "randint:", random.randint(1, 100), "random:", round(random.random(), 6))

random.seed(7)
boots = []
for _ in range(500):
    resample = random.choices(amounts, k=len(amounts))
    boots.append(statistics.fmean(resample))
boots.sort()
lo, hi = boots[12], boots[487]
print(f"bootstrap mean 95% CI: [{lo:.3f}, {hi:.3f}] point={statistics.fmean(amounts):.3f}")

rng = random.Random(123)
deck = list(range(10))
rng.shuffle(deck)
print("shuffled:", deck)
print("uniform:", round(rng.uniform(10, 20), 5), "gauss:", round(rng.gauss(0, 1), 5))
print("weighted:", rng.choices(["ham", "spam", "promo"], weights=[5, 3, 1], k=8))
print("randrange:", [rng.randrange(0, 100, 5) for _ in range(5)])
random.seed("context")
print(random.getrandbits(16), random.sample(range(100), 4))
