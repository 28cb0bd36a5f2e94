names = ["Ann Lee", "bob stone", "Ann  Lee", "Cara Diaz", "BOB STONE", "dan wu", "Cara Díaz", "Dan Wu "]
emails = ["ann@x.io", "bob@y.com", "ANN@x.io", "cara@z.org", "bob@y.com", "dan@w.net", "cara@z.org", "dan@w.net"]
context = "\n".join(f"{n};{e}" for n, e in zip(names, emails))

seen = {}
dupes = []
for line in context.splitlines():
    name, email = line.split(";")
    key = email.strip().lower()
    norm_name = " ".join(name.split()).title()
    if key in seen:
        dupes.append((norm_name, seen[key]))
    else:
        seen[key] = norm_name
print("unique contacts:", len(seen))
for email, name in sorted(seen.items()):
    print(f"  {name:<12} <{email}>")
print("duplicates:")
for a, b in dupes:
    print(f"  {a!r} duplicates {b!r}")
