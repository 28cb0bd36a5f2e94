import statistics as st
data = [2, 4, 4, 4, 5, 5, 7, 9]
print(st.mean(data), st.median(data), st.mode(data), st.pstdev(data), st.pvariance(data))
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.median([1, 3, 5, 7]))
print(round(st.stdev(data), 6), round(st.variance(data), 6))
print(st.multimode("aabbbcccc d"), st.fmean([1, 2, 3, 4]))
print(st.mean([1.5, 2.5]), st.mean([1, 2]), type(st.mean([1, 2])).__name__)
print(st.harmonic_mean([40, 60]), st.geometric_mean([1, 4, 16]))
