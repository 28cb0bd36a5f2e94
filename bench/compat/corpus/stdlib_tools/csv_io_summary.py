import csv, io
buf = io.StringIO()
writer = csv.writer(buf)
writer.writerow(["id", "user", "amount", "msg"])
n = 0
for l in context.splitlines():
    if l.startswith("id=") and n < 5:
        head, msg = l.split(" msg=")
        f = dict(p.split("=", 1) for p in head.split())
        writer.writerow([f["id"], f["user"], f["amount"], msg.strip('"') + ", ok"])
        n += 1
text = buf.getvalue()
print(repr(text[:80]))
print(text)
reader = csv.DictReader(io.StringIO(text))
rows = list(reader)
print(reader.fieldnames, rows[0])
print(sum(float(r["amount"]) for r in rows))
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["user", "amount"], extrasaction="ignore", lineterminator="\n")
dw.writeheader()
dw.writerows(rows[:2])
print(out.getvalue(), end="")
for row in csv.reader(['a,"b,c",d', '1,"say ""hi""",3'], skipinitialspace=True):
    print(row)
print(list(csv.reader(io.StringIO("x;y\n1;2\n"), delimiter=";")))
