from datetime import datetime, timedelta
d = datetime.strptime("2024-03-05T10:30", "%Y-%m-%dT%H:%M")
print(d.year, d.month, d.day, d.hour)
print((d + timedelta(days=30)).strftime("%Y-%m-%d"))
print(d.isoformat())
