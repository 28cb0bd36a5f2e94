from datetime import datetime, timedelta
context = """2024-03-10 08:00:00 job=A start
2024-03-10 08:12:30 job=B start
2024-03-10 08:45:10 job=A end
2024-03-10 09:59:59 job=B end
2024-03-10 23:50:00 job=C start
2024-03-11 00:20:00 job=C end"""
starts, durations = {}, {}
for line in context.splitlines():
    ts = datetime.strptime(line[:19], "%Y-%m-%d %H:%M:%S")
    job, ev = line[20:].split()
    job = job.split("=")[1]
    if ev == "start":
        starts[job] = ts
    else:
        durations[job] = ts - starts.pop(job)
for job, d in sorted(durations.items(), key=lambda kv: kv[1], reverse=True):
    print(job, d, int(d.total_seconds()), f"{d.total_seconds() / 60:.1f} min")
total = sum(durations.values(), timedelta())
print("total", total, "open jobs:", starts)
print(max(durations.values()) > timedelta(hours=1), timedelta(minutes=90) // timedelta(minutes=20), timedelta(minutes=90) % timedelta(minutes=20))
