import csv
import io

lines = [l for l in context.splitlines() if l.startswith("id=")]
buf = io.StringIO()
writer = csv.writer(buf)
writer.writerow(["id", "user", "label", "amount", "ts", "region", "msg"])
for l in lines:
    head, msg = l.split(" msg=")
    writer.writerow([kv.split("=", 1)[1] for kv in head.split()] + [msg.strip('"')])

text = buf.getvalue()
print(len(text), text.count("\r\n"))
reader = csv.DictReader(io.StringIO(text))
print(reader.fieldnames)
totals = {}
for row in reader:
    totals[row["label"]] = totals.get(row["label"], 0) + float(row["amount"])
print({k: round(v, 2) for k, v in sorted(totals.items())})
raw = 'a,b,c\n1,"x, y",3\n4,"he said ""hi""",6\n7,,\n'
for r in csv.reader(io.StringIO(raw)):
    print(r)
print(list(csv.reader(["p;q;r"], delimiter=";")))
print(list(csv.reader(['  a,  b'], skipinitialspace=True)))
