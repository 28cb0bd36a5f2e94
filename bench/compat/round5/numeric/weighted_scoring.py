weights = {"accuracy": 0.5, "latency": 0.2, "cost": 0.3}
models = {
    "alpha": {"accuracy": 0.82, "latency": 1.2, "cost": 0.40},
    "beta": {"accuracy": 0.77, "latency": 0.6, "cost": 0.15},
    "gamma": {"accuracy": 0.90, "latency": 2.5, "cost": 1.10},
}
def normalize(metric, higher_better):
    vals = [m[metric] for m in models.values()]
    lo, hi = min(vals), max(vals)
    out = {}
    for name, m in models.items():
        x = (m[metric] - lo) / (hi - lo) if hi > lo else 1.0
        out[name] = x if higher_better else 1 - x
    return out
norm = {"accuracy": normalize("accuracy", True), "latency": normalize("latency", False), "cost": normalize("cost", False)}
scores = {name: sum(weights[k] * norm[k][name] for k in weights) for name in models}
for name, s in sorted(scores.items(), key=lambda kv: -kv[1]):
    parts = " ".join(f"{k}={norm[k][name]:.3f}" for k in weights)
    print(f"{name:<6}{s:.4f}  {parts}")
print(round(sum(weights.values()), 10))
