from datetime import date

today = date(2024, 6, 15)

def age(born, on):
    return on.year - born.year - ((on.month, on.day) < (born.month, born.day))

people = {"ana": date(1990, 6, 15), "ben": date(1990, 6, 16), "cy": date(2000, 2, 29), "di": date(2010, 12, 31)}
for name, born in people.items():
    print(f"{name:<4} born {born:%d/%m/%Y} age {age(born, today)}")

deadlines = {"report": date(2024, 6, 10), "taxes": date(2024, 6, 15), "review": date(2024, 7, 1)}
for task, due in sorted(deadlines.items(), key=lambda kv: kv[1]):
    delta = (due - today).days
    state = "overdue" if delta < 0 else "today" if delta == 0 else f"in {delta} days"
    print(f"{task:<7} {due.isoformat()} {state}")
print(date.fromisoformat("2024-02-29").replace(year=2028), today.toordinal() - date(2024, 1, 1).toordinal())
print(date(2024, 6, 15) > date(2024, 6, 14), min(deadlines.values()))
