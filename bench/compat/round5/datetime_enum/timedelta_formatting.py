from datetime import timedelta
spans = [timedelta(seconds=45), timedelta(minutes=5, seconds=3), timedelta(hours=26, minutes=1),
         timedelta(days=-1, hours=2), timedelta(microseconds=1500), timedelta(weeks=2, days=3)]
def pretty(td):
    total = int(td.total_seconds())
    sign = "-" if total < 0 else ""
    total = abs(total)
    d, rem = divmod(total, 86400)
    h, rem = divmod(rem, 3600)
    m, s = divmod(rem, 60)
    parts = [f"{v}{u}" for v, u in ((d, "d"), (h, "h"), (m, "m"), (s, "s")) if v]
    return sign + (" ".join(parts) or "0s")
for td in spans:
    print(f"{str(td):<22}{pretty(td):<12}{td.days:>4}{td.seconds:>7}{td.microseconds:>8}")
print(timedelta(hours=1) * 2.5, timedelta(hours=3) / 2, timedelta(hours=3) / timedelta(minutes=45))
print(sum([timedelta(minutes=m) for m in (15, 30, 45)], timedelta()), abs(timedelta(days=-2)), -timedelta(hours=1))
print(timedelta.max.days, timedelta(days=1) == timedelta(hours=24), timedelta(seconds=3661).total_seconds())
