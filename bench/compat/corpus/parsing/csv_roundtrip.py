import csv
import io

rows = []
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    head, _, msg = line.partition(" msg=")
    d = dict(t.split("=", 1) for t in head.split())
    d["msg"] = msg.strip('"')
    rows.append(d)

buf = io.StringIO()
writer = csv.DictWriter(buf, fieldnames=["id", "user", "label", "amount", "region", "msg"],
                        extrasaction="ignore", lineterminator="\n")
writer.writeheader()
writer.writerows(rows[:5])
text = buf.getvalue()
print(text)

back = list(csv.DictReader(io.StringIO(text)))
print(len(back), back[2]["msg"], type(back[2]["amount"]).__name__)
print(all(b["id"] == r["id"] for b, r in zip(back, rows)))
