from itertools import accumulate, islice, count, takewhile
import operator

amounts = [float(tok[7:]) for line in context.splitlines()
           for tok in line.split() if tok.startswith("amount=")]

running = list(accumulate(amounts))
print([round(x, 2) for x in islice(running, 0, 8)])
print(round(running[-1], 2))
print([round(x, 2) for x in accumulate(amounts[2:10], max)])
print(list(accumulate([1, 2, 3, 4, 5], operator.mul)))
print(list(accumulate([3, 1, 4], initial=100)))

crossing = next(i for i, v in enumerate(running) if v >= 5000)
print("passes 5000 at record index", crossing)
under = list(takewhile(lambda v: v < 1000, running))
print("records before 1000:", len(under))
print(list(islice(count(10, 5), 4)))
print(list(islice("abcdefghij", 2, 9, 3)))
every_25th = list(islice(context.splitlines(), 24, None, 25))
print(len(every_25th), every_25th[0])
