import statistics as st
import re

amounts = [float(x) for x in re.findall(r"amount=([\d.]+)", context)]
print("n =", len(amounts))
print("mean   ", round(st.mean(amounts), 4))
print("median ", st.median(amounts))
print("stdev  ", round(st.stdev(amounts), 4))
print("pstdev ", round(st.pstdev(amounts), 4))
q = st.quantiles(amounts, n=4)
print("quartiles", [round(x, 2) for x in q])
iqr = q[2] - q[0]
print(f"IQR {iqr:.2f}")
print("fmean  ", round(st.fmean(amounts), 6))
buckets = {}
for a in amounts:
    b = int(a // 50) * 50
    buckets[b] = buckets.get(b, 0) + 1
for b in sorted(buckets):
    print(f"{b:>3}-{b + 49:<3} {buckets[b]:>3} {'*' * (buckets[b] // 2)}")
try:
    st.mode([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
