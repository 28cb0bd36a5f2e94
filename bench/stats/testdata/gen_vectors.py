#!/usr/bin/python3
"""Reference values for bench/stats, computed with SciPy and statsmodels.

Run with Debian's interpreter, which is where python3-scipy and
python3-statsmodels install (not a pyenv python on PATH):

    /usr/bin/python3 bench/stats/testdata/gen_vectors.py

It rewrites vectors.json next to this file. The Go tests read only that JSON,
so CI never needs SciPy. Non-finite numbers are written as the strings
"nan", "inf" and "-inf" because JSON has no literal for them.

Wilcoxon rule. Debian bookworm ships SciPy 1.10.1, whose method="auto" uses
the exact null distribution whenever n <= 50 and there are no zeros, even when
there are ties (it then truncates a half-integer rank sum). Current SciPy
(scipy/stats/_wilcoxon.py) picks, for method="auto":
  * n > 50                         -> normal approximation (tie-corrected);
  * n <= 50, no ties and no zeros  -> exact distribution;
  * ties or zeros and n <= 13      -> permutation test over all 2^n sign flips;
  * ties or zeros and n > 13       -> normal approximation (tie-corrected).
bench/stats follows the current rule. This script reproduces it with the
explicit methods of 1.10.1 (method="exact", method="approx", and
stats.permutation_test with the rank-sum statistic), so every branch is
checked against SciPy code. The 1.10.1 default is recorded too
("scipy_1_10_auto_p") for reference only.
"""

import json
import math
import os
import warnings

import numpy as np
import scipy
import statsmodels
import statsmodels.api as sm
from scipy import optimize, stats
from statsmodels.stats.contingency_tables import mcnemar
from statsmodels.stats.power import TTestPower
from statsmodels.stats.proportion import proportion_confint

warnings.simplefilter("ignore")

HERE = os.path.dirname(os.path.abspath(__file__))


def num(x):
    if x is None:
        return None
    x = float(x)
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return x


def rank_sum_plus(d):
    d = np.asarray(d, dtype=float)
    d = d[d != 0]
    r = stats.rankdata(np.abs(d))
    return float(np.sum((d > 0) * r))


def wilcoxon_current(a, b):
    d = np.asarray(b, float) - np.asarray(a, float)
    n = len(d)
    nz = d[d != 0]
    if len(nz) == 0:
        return {"p": num(float("nan")), "method": "none", "statistic": num(0.0)}
    ties = len(np.unique(np.abs(nz))) != len(nz)
    zeros = len(nz) != n
    r = stats.rankdata(np.abs(nz))
    rp = float(np.sum((nz > 0) * r))
    rm = float(np.sum((nz < 0) * r))
    stat = min(rp, rm)
    if n > 50:
        method = "asymptotic"
    elif not ties and not zeros:
        method = "exact"
    elif n <= 13:
        method = "permutation"
    else:
        method = "asymptotic"
    if method == "exact":
        p = stats.wilcoxon(b, a, method="exact").pvalue
    elif method == "asymptotic":
        p = stats.wilcoxon(b, a, method="approx", correction=False).pvalue
    else:
        p = stats.permutation_test(
            (d,), lambda x, axis: np.apply_along_axis(rank_sum_plus, axis, x),
            permutation_type="samples", alternative="two-sided",
            n_resamples=9999, vectorized=True).pvalue
    try:
        old = stats.wilcoxon(b, a).pvalue
    except ValueError:
        old = float("nan")
    return {"p": num(p), "method": method, "statistic": num(stat),
            "scipy_1_10_auto_p": num(old)}


def paired_t(a, b):
    a = np.asarray(a, float)
    b = np.asarray(b, float)
    d = b - a
    n = len(d)
    out = {"n": n, "mean_diff": num(d.mean())}
    if n < 2:
        out.update({"sd": "nan", "se": "nan", "df": num(n - 1), "t": "nan", "p": "nan",
                    "ci_low": "nan", "ci_high": "nan"})
        return out
    res = stats.ttest_rel(b, a)
    sd = d.std(ddof=1)
    se = sd / math.sqrt(n)
    q = stats.t.ppf(0.975, n - 1)
    out.update({"sd": num(sd), "se": num(se), "df": num(n - 1), "t": num(res.statistic),
                "p": num(res.pvalue), "ci_low": num(d.mean() - q * se),
                "ci_high": num(d.mean() + q * se)})
    return out


def mean_ci(x):
    x = np.asarray(x, float)
    n = len(x)
    out = {"n": n, "mean": num(x.mean())}
    if n < 2:
        out.update({"sd": "nan", "se": "nan", "low": "nan", "high": "nan"})
        return out
    se = stats.sem(x)
    lo, hi = stats.t.interval(0.95, n - 1, loc=x.mean(), scale=se)
    out.update({"sd": num(x.std(ddof=1)), "se": num(se), "low": num(lo), "high": num(hi)})
    return out


def cluster(a, b, groups):
    d = np.asarray(b, float) - np.asarray(a, float)
    codes = np.unique(np.asarray(groups), return_inverse=True)[1]
    g = len(set(groups))
    if len(d) < 2 or g < 2:
        return {"g": g, "se": "nan", "df": num(g - 1), "ci_low": "nan", "ci_high": "nan",
                "p": "nan"}
    fit = sm.OLS(d, np.ones((len(d), 1))).fit(
        cov_type="cluster", cov_kwds={"groups": codes}, use_t=True)
    lo, hi = fit.conf_int(alpha=0.05)[0]
    return {"g": g, "mean": num(fit.params[0]), "se": num(fit.bse[0]), "df": num(g - 1),
            "ci_low": num(lo), "ci_high": num(hi), "p": num(fit.pvalues[0])}


def mcnemar_exact(a, b):
    a = np.asarray(a, int)
    b = np.asarray(b, int)
    n11 = int(np.sum((a == 1) & (b == 1)))
    n10 = int(np.sum((a == 1) & (b == 0)))
    n01 = int(np.sum((a == 0) & (b == 1)))
    n00 = int(np.sum((a == 0) & (b == 0)))
    res = mcnemar([[n11, n10], [n01, n00]], exact=True)
    return {"a_only": n10, "b_only": n01, "statistic": num(res.statistic), "p": num(res.pvalue)}


def wilson(k, n):
    lo, hi = proportion_confint(k, n, alpha=0.05, method="wilson")
    return {"k": int(k), "n": int(n), "low": num(lo), "high": num(hi)}


def power_case(n, sd, effect):
    es = abs(effect) / sd
    pw = TTestPower().power(effect_size=es, nobs=n, alpha=0.05, alternative="two-sided")
    f = lambda m: TTestPower().power(effect_size=es, nobs=m, alpha=0.05) - 0.8
    need = optimize.brentq(f, 2.0 + 1e-9, 1e9, xtol=1e-12, rtol=1e-15)
    return {"n": n, "sd": sd, "effect": effect, "power": num(pw), "n_for_80": num(need)}


rng = np.random.default_rng(20261101)


def binary(n, pa, pb):
    return (rng.random(n) < pa).astype(float), (rng.random(n) < pb).astype(float)


datasets = []


def add(name, a, b, groups=None):
    a = [float(x) for x in a]
    b = [float(x) for x in b]
    if groups is None:
        groups = ["g%d" % i for i in range(len(a))]
    datasets.append({"name": name, "a": a, "b": b, "clusters": list(groups)})


add("small_continuous", [0.31, 0.52, 0.40, 0.77, 0.12, 0.63, 0.55, 0.29],
    [0.45, 0.50, 0.61, 0.90, 0.30, 0.58, 0.81, 0.49],
    ["d1", "d1", "d2", "d2", "d3", "d3", "d4", "d4"])
add("ties_no_zeros", [0.2, 0.4, 0.1, 0.5, 0.3, 0.6, 0.2, 0.7, 0.4, 0.1],
    [0.4, 0.6, 0.3, 0.4, 0.6, 0.8, 0.1, 0.9, 0.7, 0.3],
    ["x", "x", "x", "y", "y", "z", "z", "z", "z", "w"])
add("zeros_small", [0.5, 0.5, 0.2, 0.9, 0.4, 0.3, 0.8, 0.6, 0.1, 0.7, 0.5, 0.2],
    [0.5, 0.7, 0.2, 0.6, 0.9, 0.3, 0.95, 0.6, 0.45, 0.75, 0.65, 0.1])
ba, bb = binary(20, 0.5, 0.7)
add("binary_20", ba, bb, ["s%d" % (i % 6) for i in range(20)])
ba, bb = binary(10, 0.4, 0.8)
add("binary_10", ba, bb)
add("large_continuous", rng.normal(0.5, 0.2, 60), rng.normal(0.55, 0.2, 60),
    ["c%d" % (i % 9) for i in range(60)])
add("exact_30", rng.normal(0.4, 0.25, 30), rng.normal(0.48, 0.25, 30),
    ["c%d" % (i // 4) for i in range(30)])
sizes = [1, 2, 3, 4, 5]
add("unequal_clusters", rng.uniform(0, 1, 15), rng.uniform(0.1, 1, 15),
    ["doc%d" % i for i, s in enumerate(sizes) for _ in range(s)])
add("n1", [0.3], [0.7])
add("n2", [0.3, 0.6], [0.7, 0.65], ["p", "q"])
add("constant_diff", [0.25, 0.5, 0.75, 0.0], [0.5, 0.75, 1.0, 0.25])
add("all_zero_diff", [0.1, 0.2, 0.3], [0.1, 0.2, 0.3])
ta = np.round(rng.uniform(0, 1, 24), 1)
tb = np.clip(ta + rng.choice([-0.2, -0.1, 0.1, 0.2, 0.3], 24), 0, 1)
add("ties_24", ta, tb, ["t%d" % (i % 5) for i in range(24)])
ba, bb = binary(40, 0.55, 0.6)
add("binary_40", ba, bb, ["s%d" % (i % 7) for i in range(40)])
add("binary_identical", [1, 0, 1, 1, 0, 1], [1, 0, 1, 1, 0, 1])

out = {"generator": "bench/stats/testdata/gen_vectors.py",
       "scipy": scipy.__version__, "statsmodels": statsmodels.__version__,
       "numpy": np.__version__, "datasets": []}

for ds in datasets:
    a, b = ds["a"], ds["b"]
    rec = dict(ds)
    rec["paired_t"] = paired_t(a, b)
    rec["mean_ci_b"] = mean_ci(b)
    if any(x != y for x, y in zip(a, b)):
        rec["wilcoxon"] = wilcoxon_current(a, b)
    else:
        rec["wilcoxon"] = {"p": "nan", "method": "none", "statistic": 0.0}
    rec["cluster"] = cluster(a, b, ds["clusters"])
    if all(x in (0.0, 1.0) for x in a + b):
        rec["mcnemar"] = mcnemar_exact(a, b)
        rec["wilson_b"] = wilson(sum(b), len(b))
    out["datasets"].append(rec)

out["wilson"] = [wilson(k, n) for k, n in [(0, 10), (10, 10), (7, 12), (1, 1), (45, 60), (3, 300)]]
out["power"] = [power_case(n, sd, e) for n, sd, e in
                [(12, 0.31, 0.05), (30, 0.2, 0.1), (8, 0.5, 0.4), (100, 0.4, 0.05), (5, 1.0, 2.0)]]
out["nct_cdf"] = [{"x": x, "df": df, "ncp": nc, "cdf": num(stats.nct.cdf(x, df, nc))}
                  for x, df, nc in [(2.2, 11, 0.56), (-2.2, 11, 0.56), (1.0, 3, -1.5),
                                    (4.0, 40, 3.0), (0.0, 5, 0.0)]]
out["binom_two_sided"] = [mcnemar_exact([1] * k + [0] * m, [0] * k + [1] * m)
                          for k, m in [(0, 0), (1, 0), (3, 9), (10, 10), (2, 17)]]

with open(os.path.join(HERE, "vectors.json"), "w") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
print("wrote", os.path.join(HERE, "vectors.json"), len(out["datasets"]), "datasets")
