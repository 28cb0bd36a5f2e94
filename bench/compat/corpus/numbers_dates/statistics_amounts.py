import statistics as st
amounts = [float(l.split("amount=")[1].split()[0]) for l in context.splitlines() if l.startswith("id=")]
print("n:", len(amounts))
print("mean:", round(st.mean(amounts), 4))
print("median:", st.median(amounts))
print("median_low/high:", st.median_low(amounts), st.median_high(amounts))
print("stdev:", round(st.stdev(amounts), 4), "pstdev:", round(st.pstdev(amounts), 4))
print("variance:", round(st.variance(amounts), 3))
q = st.quantiles(amounts, n=4)
print("quartiles:", [round(x, 3) for x in q])
print("deciles:", [round(x, 2) for x in st.quantiles(amounts, n=10)])
buckets = [int(a // 50) * 50 for a in amounts]
print("mode bucket:", st.mode(buckets), "multimode:", st.multimode(buckets))
print("fmean:", round(st.fmean(amounts), 6))
print("geometric_mean:", round(st.geometric_mean(amounts), 4))
print("harmonic_mean:", round(st.harmonic_mean(amounts), 4))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
