import random
random.seed(42)
print(random.randint(1, 100), random.random(), random.choice("abcdef"))
xs = list(range(10))
random.shuffle(xs)
print(xs, random.sample(range(100), 3))
