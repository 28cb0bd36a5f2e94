def fmt_duration(seconds):
    m, s = divmod(int(seconds), 60)
    h, m = divmod(m, 60)
    d, h = divmod(h, 24)
    parts = [f"{v}{u}" for v, u in ((d, "d"), (h, "h"), (m, "m"), (s, "s")) if v]
    return " ".join(parts) or "0s"

for secs in [0, 59, 61, 3600, 3661, 86399, 90061, 1_000_000]:
    print(f"{secs:>8} -> {fmt_duration(secs)}")
print(divmod(7.5, 2), divmod(-7, 2), divmod(7, -2))
