import csv
import io

sample = "id;user;amount\n" + "\n".join(
    ";".join([l.split()[0][3:], l.split()[1][5:], l.split()[3][7:]])
    for l in context.splitlines()[:6] if l.startswith("id=")
)
print(sample)
dialect = csv.Sniffer().sniff(sample)
print(repr(dialect.delimiter), csv.Sniffer().has_header(sample))
rows = list(csv.reader(io.StringIO(sample), dialect))
print(rows[:3])
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
out = io.StringIO()
w = csv.writer(out, dialect="pipes")
for r in rows:
    w.writerow(r + ["x|y" if r[0] == "2" else ""])
print(out.getvalue())
print(sorted(n for n in csv.list_dialects() if n in ("excel", "pipes", "unix", "excel-tab")))
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("csv.Error", e)
