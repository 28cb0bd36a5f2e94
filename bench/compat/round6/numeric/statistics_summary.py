import statistics as st

context = "12.5 14.1 13.8 15.0 12.9 30.2 13.3 14.4 13.9 12.7 14.8 13.1"
xs = [float(t) for t in context.split()]
print(f"n={len(xs)} mean={st.mean(xs):.4f} median={st.median(xs)} stdev={st.stdev(xs):.4f}")
print(f"pvariance={st.pvariance(xs):.4f} median_low={st.median_low(xs)} median_high={st.median_high(xs)}")
q = st.quantiles(xs, n=4)
iqr = q[2] - q[0]
outliers = [x for x in xs if x < q[0] - 1.5 * iqr or x > q[2] + 1.5 * iqr]
print("quartiles", [round(v, 3) for v in q], "outliers", outliers)
clean = [x for x in xs if x not in outliers]
print(f"clean mean={st.fmean(clean):.4f} stdev={st.stdev(clean):.4f}")
print(st.mode([1, 2, 2, 3, 3, 3]), st.multimode("aabbc"), st.harmonic_mean([40, 60]), st.geometric_mean([1, 4, 16]))
a = [1, 2, 3, 4, 5]
b = [2, 4, 5, 4, 5]
print(round(st.correlation(a, b), 6), st.linear_regression(a, b))
