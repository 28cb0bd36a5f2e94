import re
import statistics as st

amounts = [float(a) for a in re.findall(r"amount=([\d.]+)", context)]
print("n:", len(amounts))
print("mean:", round(st.mean(amounts), 4))
print("median:", st.median(amounts))
print("stdev:", round(st.stdev(amounts), 4))
print("pstdev:", round(st.pstdev(amounts), 4))
q = st.quantiles(amounts, n=4)
print("quartiles:", [round(x, 3) for x in q])
iqr = q[2] - q[0]
print(f"IQR: {iqr:.3f}")

by_label = {}
for lab, a in re.findall(r"label=(\w+) amount=([\d.]+)", context):
    by_label.setdefault(lab, []).append(float(a))
for lab in sorted(by_label):
    xs = by_label[lab]
    print(f"{lab:6} n={len(xs):3} mean={st.fmean(xs):8.3f} median={st.median(xs):7.2f}")
print(st.mode([round(a) // 50 * 50 for a in amounts]))
