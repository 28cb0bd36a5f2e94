import statistics as st
import re

amounts = [float(a) for a in re.findall(r"amount=([\d.]+)", context)]
print(len(amounts))
print("mean", st.mean(amounts))
print("fmean", st.fmean(amounts))
print("median", st.median(amounts), st.median_low(amounts), st.median_high(amounts))
print("stdev", st.stdev(amounts), "pstdev", st.pstdev(amounts))
print("variance", round(st.variance(amounts), 4), round(st.pvariance(amounts), 4))
print("quartiles", st.quantiles(amounts, n=4))
print("deciles", [round(q, 2) for q in st.quantiles(amounts, n=10)])
print("inclusive", st.quantiles(amounts, n=4, method="inclusive"))
print(st.mode([1, 2, 2, 3, 3]), st.multimode([1, 2, 2, 3, 3]), st.mode("aabbbc"))
print(st.median([3, 1, 2, 4]), st.mean([1, 2, 3, 4]), st.mean([1, 2]), type(st.mean([1, 2])))
print(st.harmonic_mean([40, 60]), round(st.geometric_mean([1, 10, 100]), 6))
hours = [int(h) for h in re.findall(r"T(\d\d):", context)]
print(st.mode(hours), st.median(hours), round(st.stdev(hours), 3))
try:
    st.stdev([5])
except st.StatisticsError as e:
    print("StatisticsError:", e)
