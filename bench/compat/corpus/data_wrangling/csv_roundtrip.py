import csv
import io

rows = []
for line in context.splitlines():
    if line.startswith("id="):
        head, msg = line.split(' msg=')
        d = dict(t.split("=", 1) for t in head.split())
        d["msg"] = msg.strip('"')
        rows.append(d)

buf = io.StringIO()
writer = csv.DictWriter(buf, fieldnames=["id", "user", "amount", "msg"], extrasaction="ignore")
writer.writeheader()
writer.writerows(r for r in rows if r["label"] == "alert")
text = buf.getvalue()
print(text.splitlines()[:4])
print("bytes:", len(text), "lines:", text.count("\r\n"))

reader = csv.DictReader(io.StringIO(text))
back = list(reader)
print(reader.fieldnames, len(back))
print(back[0])
total = sum(float(r["amount"]) for r in back)
print(f"alert total: {total:.2f}")

tricky = io.StringIO()
w = csv.writer(tricky)
w.writerow(["a,b", 'say "hi"', "plain", 3.5, None])
print(repr(tricky.getvalue()))
print(next(csv.reader(io.StringIO(tricky.getvalue()))))
