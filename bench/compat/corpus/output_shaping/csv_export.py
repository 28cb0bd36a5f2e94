import csv
import io

buf = io.StringIO()
writer = csv.writer(buf, lineterminator="\n")
writer.writerow(["id", "user", "amount", "message"])
n = 0
for line in context.splitlines():
    if "label=alert" not in line:
        continue
    kv = dict(t.split("=", 1) for t in line.split(" msg=")[0].split())
    msg = line.split('msg="')[1][:-1]
    if n % 3 == 0:
        msg = msg.replace("for", 'for "priority",')
    writer.writerow([kv["id"], kv["user"], f"{float(kv['amount']):.2f}", msg])
    n += 1
text = buf.getvalue()
print(text[:420])
print("rows written:", n, "| chars:", len(text))

reader = csv.DictReader(io.StringIO(text))
rows = list(reader)
print(reader.fieldnames)
print(rows[0])
print(sum(float(r["amount"]) for r in rows).__round__(2))

out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["user", "amount"], extrasaction="ignore",
                    quoting=csv.QUOTE_NONNUMERIC, lineterminator="\r\n")
dw.writeheader()
dw.writerows({"user": r["user"], "amount": float(r["amount"]), "id": r["id"]} for r in rows[:3])
print(repr(out.getvalue()))
