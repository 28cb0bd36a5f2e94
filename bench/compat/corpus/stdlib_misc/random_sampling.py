import random

records = [l for l in context.splitlines() if l.startswith("id=")]
random.seed(42)
sample = random.sample(records, 5)
for s in sample:
    print(s.split()[0], s.split()[1])
print(random.choice(records)[:20])
print(random.randint(1, 100), random.randrange(0, 50, 5), round(random.random(), 6))
print(round(random.uniform(10, 20), 4), round(random.gauss(0, 1), 6))
ids = list(range(1, 11))
random.shuffle(ids)
print(ids)
print(random.choices(["ham", "spam", "promo"], weights=[5, 3, 1], k=10))

rng = random.Random(7)
boot = []
amounts = [float(r.split("amount=")[1].split()[0]) for r in records]
for _ in range(200):
    resample = [rng.choice(amounts) for _ in amounts]
    boot.append(sum(resample) / len(resample))
boot.sort()
print(f"mean={sum(amounts)/len(amounts):.3f} 95% CI=({boot[4]:.3f}, {boot[194]:.3f})")
random.seed("context")
print(random.sample(range(200), 4))
state = random.getstate()
a = random.random()
random.setstate(state)
print(a == random.random())
