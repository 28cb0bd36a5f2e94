import datetime
year, month = 2024, 2
first = datetime.date(year, month, 1)
days_in = (datetime.date(year + (month == 12), month % 12 + 1, 1) - first).days
print(first.strftime("%B %Y").center(20))
print("Mo Tu We Th Fr Sa Su")
cells = ["  "] * first.weekday() + [f"{d:2d}" for d in range(1, days_in + 1)]
for i in range(0, len(cells), 7):
    print(" ".join(cells[i:i + 7]))
print("days:", days_in, "weekday of 1st:", first.strftime("%A"))
