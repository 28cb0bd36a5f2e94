import random
lines = [l for l in context.splitlines() if l.startswith("id=")]
random.seed(42)
sample = random.sample(lines, 5)
for s in sample:
    print(s.split()[0], s.split()[1])
print(random.randint(1, 100), random.randrange(0, 50, 5), round(random.random(), 6), round(random.uniform(1, 2), 6))
print(random.choice(["spam", "ham", "promo"]), random.choices("abc", weights=[5, 1, 1], k=6))
deck = list(range(10))
random.shuffle(deck)
print(deck)
rng = random.Random(7)
boot_means = []
amts = [float(l.split("amount=")[1].split()[0]) for l in lines]
for _ in range(200):
    bs = [rng.choice(amts) for _ in range(len(amts))]
    boot_means.append(sum(bs) / len(bs))
boot_means.sort()
print("bootstrap 95% CI:", round(boot_means[5], 3), round(boot_means[194], 3))
random.seed("abc")
print(random.getrandbits(16), round(random.gauss(0, 1), 6))
train_idx = set(rng.sample(range(len(lines)), k=len(lines) * 8 // 10))
print(len(train_idx), len(lines) - len(train_idx), sorted(train_idx)[:5])
