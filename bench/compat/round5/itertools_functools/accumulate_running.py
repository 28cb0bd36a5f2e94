from itertools import accumulate
import operator
sales = [120, 80, 150, 60, 200, 90]
print(list(accumulate(sales)))
print(list(accumulate(sales, max)))
print(list(accumulate(sales, operator.mul))[:3])
print(list(accumulate(sales, initial=1000)))
balance = list(accumulate([100, -30, -80, 50, -60], lambda a, b: a + b))
print(balance, "overdrawn at", [i for i, b in enumerate(balance) if b < 0])
avg = [round(s / (i + 1), 2) for i, s in enumerate(accumulate(sales))]
print(avg)
