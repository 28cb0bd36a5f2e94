import csv
import io
import re

rows = re.findall(r'id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+) ts=(\S+) region=(\S+) msg="([^"]*)"', context)
buf = io.StringIO()
w = csv.writer(buf, lineterminator="\n")
w.writerow(["id", "user", "label", "amount", "date", "region", "msg"])
for rid, user, label, amt, ts, region, msg in rows[:6]:
    w.writerow([rid, user, label, amt, ts[:10], region, msg])
w.writerow([999, "o'brien", "test", "1,000.00", "", "eu", 'says "hi", then leaves'])
text = buf.getvalue()
print(text, end="")
print("bytes:", len(text))

back = list(csv.DictReader(io.StringIO(text)))
print(back[-1])
print([r["amount"] for r in back])

# manual CSV lines the quick-and-dirty way
for rid, user, label, amt, *_ in rows[:3]:
    print(",".join([rid, user, label, f"{float(amt):.1f}"]))
