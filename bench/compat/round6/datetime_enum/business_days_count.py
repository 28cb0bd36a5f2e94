from datetime import date, timedelta

holidays = [date(2024, 12, 25), date(2024, 12, 26), date(2025, 1, 1)]

def business_days(a, b):
    n = 0
    d = a
    while d < b:
        if d.weekday() < 5 and d not in holidays:
            n += 1
        d += timedelta(1)
    return n

def add_business_days(d, k):
    while k > 0:
        d += timedelta(1)
        if d.weekday() < 5 and d not in holidays:
            k -= 1
    return d

print(business_days(date(2024, 12, 20), date(2025, 1, 6)))
for k in (1, 3, 5, 10):
    r = add_business_days(date(2024, 12, 20), k)
    print(f"+{k:>2} business days -> {r} ({r:%a})")
weeks = [(date(2024, 12, 2) + timedelta(weeks=w)) for w in range(5)]
print([business_days(w, w + timedelta(7)) for w in weeks])
