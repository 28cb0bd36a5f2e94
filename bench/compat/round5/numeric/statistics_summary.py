import statistics as st
latencies = [120, 95, 130, 88, 240, 101, 99, 115, 130, 97, 560, 105]
print("mean", round(st.mean(latencies), 3))
print("median", st.median(latencies), "low", st.median_low(latencies), "high", st.median_high(latencies))
print("mode", st.mode(latencies), "multimode", st.multimode([1, 1, 2, 2, 3]))
print("pstdev", round(st.pstdev(latencies), 4), "stdev", round(st.stdev(latencies), 4))
print("variance", round(st.variance(latencies), 3))
print("quantiles", st.quantiles(latencies, n=4))
print("deciles", [round(q, 1) for q in st.quantiles(latencies, n=10)])
print("fmean", st.fmean([1.5, 2.5, 3.25]), "geo", round(st.geometric_mean([1, 10, 100]), 6), "harm", st.harmonic_mean([40, 60]))
try:
    st.mean([])
except st.StatisticsError as e:
    print("StatisticsError:", e)
