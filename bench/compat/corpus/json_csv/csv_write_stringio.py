import csv
import io

rows = []
for line in context.splitlines()[:10]:
    if line.startswith("NOTE"):
        continue
    head, msg = line.split(" msg=")
    d = dict(kv.split("=") for kv in head.split())
    d["msg"] = msg.strip('"')
    rows.append(d)
rows[1]["msg"] = 'has, comma and "quotes"'

buf = io.StringIO()
w = csv.DictWriter(buf, fieldnames=["id", "user", "amount", "msg"], extrasaction="ignore")
w.writeheader()
w.writerows(rows)
out = buf.getvalue()
print(repr(out[:120]))
print(out)
buf2 = io.StringIO()
csv.writer(buf2, lineterminator="\n", quoting=csv.QUOTE_NONNUMERIC).writerows(
    [[r["user"], float(r["amount"]), None] for r in rows[:3]])
print(buf2.getvalue())
buf3 = io.StringIO()
csv.writer(buf3, delimiter="|", quoting=csv.QUOTE_ALL, lineterminator="\n").writerow(["a", 1, "b|c"])
print(buf3.getvalue(), end="")
