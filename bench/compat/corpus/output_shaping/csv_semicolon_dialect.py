import csv
import io
from collections import defaultdict

agg = defaultdict(lambda: [0, 0.0])
for line in context.splitlines():
    if line.startswith("id="):
        kv = dict(t.split("=", 1) for t in line.split(" msg=")[0].split())
        key = (kv["region"], kv["label"])
        agg[key][0] += 1
        agg[key][1] += float(kv["amount"])

buf = io.StringIO()
w = csv.writer(buf, delimiter=";", quoting=csv.QUOTE_MINIMAL, lineterminator="\n")
w.writerow(["region", "label", "count", "total", "avg"])
for (region, label), (n, total) in sorted(agg.items()):
    w.writerow([region, label, n, f"{total:.2f}".replace(".", ","), f"{total / n:.2f}".replace(".", ",")])
csv_text = buf.getvalue()
print(csv_text, end="")
print("lines:", csv_text.count("\n"))

rows = list(csv.reader(io.StringIO(csv_text), delimiter=";"))
print(rows[1], len(rows))
sniffed = csv.Sniffer().sniff(csv_text.splitlines()[0] + "\n" + csv_text.splitlines()[1])
print("sniffed delimiter:", repr(sniffed.delimiter))
tricky = io.StringIO()
csv.writer(tricky, lineterminator="|").writerow(["a;b", "c,d", 'e"f', "", None, 3.0])
print(tricky.getvalue())
