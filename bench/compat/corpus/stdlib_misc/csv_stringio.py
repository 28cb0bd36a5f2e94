import csv
import io

rows = []
for line in context.splitlines():
    if line.startswith("id="):
        head, msg = line.split(' msg="')
        kv = dict(p.split("=", 1) for p in head.split())
        kv["msg"] = msg[:-1]
        rows.append(kv)

buf = io.StringIO()
writer = csv.DictWriter(buf, fieldnames=["id", "user", "amount", "msg"], extrasaction="ignore")
writer.writeheader()
writer.writerows(rows[:4])
writer.writerow({"id": 999, "user": "o'neil", "amount": "1,000.00", "msg": 'says "hi", then leaves'})
text = buf.getvalue()
print(repr(text[:60]))
print(text.replace("\r\n", "\n"), end="")

reader = csv.DictReader(io.StringIO(text))
back = list(reader)
print(reader.fieldnames, len(back))
print(back[-1])
print(sum(float(r["amount"].replace(",", "")) for r in back))

out = io.StringIO()
w = csv.writer(out, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_NONNUMERIC)
w.writerow(["user", "n", "total"])
for u in ["alice", "bob"]:
    sub = [float(r["amount"]) for r in rows if r["user"] == u]
    w.writerow([u, len(sub), round(sum(sub), 2)])
print(out.getvalue(), end="")
print(list(csv.reader(['a,"b,c",d', '1,,"x""y"'])))
