from collections import Counter

context = """2024-03-01 10:00:01 INFO  api   request ok
2024-03-01 10:00:02 WARN  db    slow query 1200ms
2024-03-01 10:00:03 ERROR api   timeout upstream
2024-03-01 10:00:04 INFO  web   render ok
2024-03-01 10:00:05 ERROR db    deadlock detected
2024-03-01 10:00:06 INFO  api   request ok
2024-03-01 10:00:07 DEBUG cache miss key=u1
2024-03-01 10:00:08 ERROR api   timeout upstream
2024-03-01 10:00:09 WARN  api   retrying
2024-03-01 10:00:10 INFO  db    vacuum done"""

levels = Counter()
by_service = Counter()
messages = Counter()
for line in context.splitlines():
    _, _, level, service, msg = line.split(None, 4)
    levels[level] += 1
    by_service[service, level] += 1
    if level == "ERROR":
        messages[msg] += 1

print(levels.most_common())
print(levels["FATAL"], sum(levels.values()), levels.total())
print(sorted(by_service.items()))
print(messages.most_common(1))
errors_and_warns = Counter({k: v for k, v in levels.items() if k in ("ERROR", "WARN")})
print(errors_and_warns)
print(levels - Counter(INFO=10, ERROR=1))
print(+Counter(a=2, b=-1), Counter("mississippi").most_common(3))
