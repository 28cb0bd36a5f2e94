from datetime import date
today = date(2024, 9, 15)
people = {"Ann": date(1990, 9, 16), "Bob": date(1985, 2, 28), "Cy": date(2000, 2, 29), "Di": date(2010, 9, 15)}
def age(b, on):
    return on.year - b.year - ((on.month, on.day) < (b.month, b.day))
def next_birthday(b, on):
    for y in (on.year, on.year + 1):
        try:
            nb = b.replace(year=y)
        except ValueError:
            nb = date(y, 3, 1)
        if nb >= on:
            return nb
for name, b in people.items():
    nb = next_birthday(b, today)
    print(f"{name:<4}{str(b):<12}age {age(b, today):>2}  next {nb} in {(nb - today).days:>3} days")
print(sorted(people, key=lambda n: next_birthday(people[n], today)))
