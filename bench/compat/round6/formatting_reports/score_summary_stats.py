import statistics as st

scores = {"alice": [88, 92, 79, 95], "bob": [72, 65, 80], "chen": [99, 97, 100, 98, 96], "dana": [55]}
print(f"{'student':<8}{'n':>3}{'mean':>8}{'median':>8}{'stdev':>8}{'range':>9}")
for name, s in sorted(scores.items(), key=lambda kv: -st.mean(kv[1])):
    sd = f"{st.stdev(s):8.2f}" if len(s) > 1 else f"{'-':>8}"
    print(f"{name:<8}{len(s):>3}{st.mean(s):>8.2f}{st.median(s):>8}{sd}{f'{min(s)}-{max(s)}':>9}")
allv = [v for s in scores.values() for v in s]
print(f"overall mean {st.mean(allv):.3f}, pstdev {st.pstdev(allv):.3f}, mode {st.mode(allv)}")
print(f"quartiles {st.quantiles(allv, n=4)}")
