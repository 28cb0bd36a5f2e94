import csv
import io
from collections import defaultdict

out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["user", "region", "amount"], lineterminator="\n")
w.writeheader()
for l in context.splitlines():
    if l.startswith("id="):
        f = dict(kv.split("=", 1) for kv in l.split(" msg=")[0].split())
        w.writerow({k: f[k] for k in ("user", "region", "amount")})

out.seek(0)
agg = defaultdict(lambda: defaultdict(float))
for row in csv.DictReader(out):
    agg[row["user"]][row["region"]] += float(row["amount"])

regions = ["apac", "eu", "us-east", "us-west"]
rep = io.StringIO()
rw = csv.writer(rep, lineterminator="\n")
rw.writerow(["user"] + regions + ["total"])
for user in sorted(agg):
    vals = [round(agg[user][r], 2) for r in regions]
    rw.writerow([user] + vals + [round(sum(vals), 2)])
print(rep.getvalue())
print(csv.DictReader(io.StringIO("x,y\n1\n1,2,3\n")).__next__())
r = csv.DictReader(io.StringIO("x,y\n1\n1,2,3\n"), restval="?", restkey="extra")
print(list(r))
