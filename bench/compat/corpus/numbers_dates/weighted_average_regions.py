from fractions import Fraction
data = {}
for l in context.splitlines():
    if not l.startswith("id="):
        continue
    f = dict(p.split("=", 1) for p in l.split(" msg=")[0].split())
    data.setdefault(f["region"], []).append(float(f["amount"]))
weights = {"us-east": 0.4, "us-west": 0.3, "eu": 0.2, "apac": 0.1}
means = {r: sum(v) / len(v) for r, v in data.items()}
for r in sorted(means):
    print(f"{r:<8} n={len(data[r]):>3} mean={means[r]:8.3f} w={weights[r]}")
weighted = sum(means[r] * w for r, w in weights.items()) / sum(weights.values())
print("weighted mean:", round(weighted, 4))
pooled = sum(sum(v) for v in data.values()) / sum(len(v) for v in data.values())
print("pooled mean:", round(pooled, 4), "diff:", round(weighted - pooled, 4))
shares = {r: Fraction(len(v), sum(len(x) for x in data.values())) for r, v in data.items()}
print({r: str(s) for r, s in sorted(shares.items())}, sum(shares.values()))
print(Fraction(3, 4) + Fraction(1, 6), Fraction("0.125"), Fraction(0.5), Fraction(7, 21).limit_denominator(), float(Fraction(1, 3)))
print(Fraction(1, 3) * 3 == 1, Fraction(5, 10).numerator, Fraction(-3, 9), repr(Fraction(2, 4)))
