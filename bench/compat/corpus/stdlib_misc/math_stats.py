import math
import statistics as st

amounts = [float(l.split("amount=")[1].split()[0]) for l in context.splitlines() if "amount=" in l]
n = len(amounts)
mean = sum(amounts) / n
var = sum((a - mean) ** 2 for a in amounts) / (n - 1)
print(n, round(mean, 4), round(math.sqrt(var), 4), round(st.stdev(amounts), 4))
print(st.median(amounts), st.median_low(amounts[:10]), round(st.pstdev(amounts), 4))
print([round(q, 3) for q in st.quantiles(amounts, n=4)])
print(st.mode(["ham", "spam", "ham"]), round(st.fmean(amounts), 6), round(st.harmonic_mean(amounts[:20]), 4))
print(math.fsum(amounts), sum(amounts), math.isclose(math.fsum(amounts), sum(amounts)))
print(math.floor(-2.5), math.ceil(-2.5), round(2.5), round(3.5), round(-0.5), math.trunc(-2.7))
print(math.log10(1000), math.log(8, 2), math.log2(1024), round(math.exp(1), 10))
print(math.gcd(84, 36), math.lcm(4, 6), math.factorial(10), math.comb(6, 2), math.perm(5, 2))
print(math.hypot(3, 4), math.dist((0, 0), (1, 1)), math.prod([1.5, 2, 4]))
print(math.inf > 1e308, math.isnan(float("nan")), math.copysign(3, -0.0), math.pi)
bins = [0] * 5
for a in amounts:
    bins[min(int(a // 40), 4)] += 1
print(bins)
z = [(a - mean) / st.stdev(amounts) for a in amounts]
print(sum(1 for v in z if abs(v) > 1.5), round(max(z), 3))
try:
    math.sqrt(-1)
except ValueError as e:
    print("ValueError:", e)
