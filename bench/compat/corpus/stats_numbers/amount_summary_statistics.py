import statistics as st

amounts = [float(l.split("amount=")[1].split()[0]) for l in context.splitlines() if "amount=" in l]
print("n =", len(amounts))
print("sum    =", round(sum(amounts), 2))
print("mean   =", round(st.mean(amounts), 4))
print("fmean  =", f"{st.fmean(amounts):.4f}")
print("median =", st.median(amounts), st.median_low(amounts), st.median_high(amounts))
print("stdev  =", round(st.stdev(amounts), 4), "pstdev =", round(st.pstdev(amounts), 4))
print("var    =", round(st.variance(amounts), 3))
q = st.quantiles(amounts, n=4)
print("quartiles:", [round(x, 2) for x in q], "IQR:", round(q[2] - q[0], 2))
deciles = st.quantiles(amounts, n=10, method="inclusive")
print("deciles:", [f"{d:.1f}" for d in deciles])
whole = [int(a) // 10 * 10 for a in amounts]
print("mode bucket:", st.mode(whole), "multimode:", st.multimode(whole))
print("range:", min(amounts), "-", max(amounts))
print(st.mean([1, 2, 3, 4]), st.mean([1, 2]), st.median([3, 1, 2, 4]), type(st.median([1, 3])).__name__)
