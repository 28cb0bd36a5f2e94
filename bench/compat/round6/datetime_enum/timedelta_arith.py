from datetime import timedelta

laps = ["1:02.345", "0:59.870", "1:01.002", "1:00.500"]
def parse(s):
    m, rest = s.split(":")
    sec, ms = rest.split(".")
    return timedelta(minutes=int(m), seconds=int(sec), milliseconds=int(ms))

ts = [parse(l) for l in laps]
total = sum(ts, timedelta())
print("total:", total, "avg:", total / len(ts))
print("best:", min(ts), "worst:", max(ts), "spread:", max(ts) - min(ts))
print(total.total_seconds(), total // timedelta(seconds=1), total % timedelta(minutes=1))
print(timedelta(days=1, hours=-1), timedelta(seconds=-1), abs(timedelta(seconds=-90)))
print(timedelta(weeks=2) / timedelta(days=1), timedelta(hours=36).days, timedelta(hours=36).seconds)
print(repr(timedelta(minutes=90)), timedelta(microseconds=1500))
