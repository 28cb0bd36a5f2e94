rows = []
for line in context.splitlines()[:12]:
    if line.startswith("NOTE"):
        continue
    d = dict(p.split("=", 1) for p in line.split(' msg=')[0].split())
    rows.append(d)

for d in rows:
    date, time = d["ts"].split("T")
    y, m, day = date.split("-")
    tag = f"#{int(d['id']):05d}"
    print(f"{tag} {day}/{m}/{y[2:]} {time.replace(':', 'h')} {d['user'].title():>6} {d['label'].upper():<5} {float(d['amount']):>7.2f}")
ids = ", ".join(f"{int(d['id']):>2}" for d in rows)
print(f"ids: [{ids}]")
print("%-10s%s" % ("joined:", "|".join(d["user"][0].upper() for d in rows)))
