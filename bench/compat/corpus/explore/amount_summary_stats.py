import statistics
amounts = [float(m) for m in __import__("re").findall(r"amount=([\d.]+)", context)]
print("n =", len(amounts))
print("sum = %.2f" % sum(amounts))
print("mean = {:.3f}".format(statistics.mean(amounts)))
print("median =", statistics.median(amounts))
print("stdev = %.4f" % statistics.stdev(amounts))
print("min/max:", min(amounts), max(amounts))
q = statistics.quantiles(amounts, n=4)
print("quartiles:", [round(x, 2) for x in q])
