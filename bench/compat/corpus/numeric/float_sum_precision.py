import math
xs = [0.1] * 10
print(sum(xs), math.fsum(xs), sum(xs) == 1.0, math.isclose(sum(xs), 1.0))
amounts = [19.99, 5.01, 0.1, 0.2, 100.0]
print(sum(amounts), round(sum(amounts), 2), f"{sum(amounts):.2f}")
print(sum([1e100, 1.0, -1e100]), math.fsum([1e100, 1.0, -1e100]))
print(math.prod([1.5, 2, 4]), math.prod(range(1, 11)))
