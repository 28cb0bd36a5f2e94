from itertools import accumulate
import operator

deposits = [100, -30, 250, -400, 80, -20]
balance = list(accumulate(deposits))
print(balance)
print(list(accumulate(deposits, initial=1000)))
print(list(accumulate(deposits, max)), list(accumulate(balance, min)))
print(list(accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(accumulate(["a", "b", "c"])))
rates = [1.05, 0.98, 1.10, 1.02]
growth = list(accumulate(rates, lambda acc, r: round(acc * r, 4), initial=1.0))
print(growth)
overdrawn = [i for i, b in enumerate(balance) if b < 0]
print("first overdrawn at step", overdrawn[0] if overdrawn else None)
