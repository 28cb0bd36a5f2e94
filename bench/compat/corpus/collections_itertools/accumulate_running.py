from itertools import accumulate
import operator

amounts = [round(float(x.split("=")[1])) for x in context.split() if x.startswith("amount=")][:12]
print(amounts)
print(list(accumulate(amounts)))
print(list(accumulate(amounts, max)))
print(list(accumulate(amounts, min, initial=1000)))
print(list(accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(accumulate(amounts[:6], lambda acc, x: acc * 0.5 + x * 0.5)))
print(list(accumulate(["a", "b", "c"])))
running = list(accumulate(amounts))
total = running[-1]
half = next(i for i, v in enumerate(running) if v >= total / 2)
print("half reached at index", half, "value", running[half], "of", total)
pct = [f"{v / total:.0%}" for v in running]
print(pct)
drawdown = [peak - v for v, peak in zip(amounts, accumulate(amounts, max))]
print(drawdown, max(drawdown))
