import statistics as st
hours = [1, 2, 3, 4, 5, 6, 7, 8]
score = [52, 55, 61, 64, 70, 71, 79, 83]
print(round(st.correlation(hours, score), 6))
slope, intercept = st.linear_regression(hours, score)
print(round(slope, 6), round(intercept, 6))
pred = [round(slope * h + intercept, 2) for h in hours]
print(pred)
resid = [s - p for s, p in zip(score, pred)]
print([round(r, 2) for r in resid], round(sum(r * r for r in resid), 4))
print(round(st.covariance(hours, score), 4))
z = [round((s - st.mean(score)) / st.stdev(score), 3) for s in score]
print(z)
