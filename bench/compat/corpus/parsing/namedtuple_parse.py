from collections import namedtuple
import shlex

Row = namedtuple("Row", "id user label amount ts region msg")

rows = []
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    toks = shlex.split(line)
    kv = dict(t.split("=", 1) for t in toks)
    rows.append(Row(int(kv["id"]), kv["user"], kv["label"], float(kv["amount"]),
                    kv["ts"], kv["region"], kv["msg"]))

print(len(rows))
print(rows[4])
print(rows[4]._asdict()["msg"])
r = rows[0]._replace(amount=0.0)
print(r.amount, rows[0].amount, r == rows[0])
print(Row._fields)
eu = [r.id for r in rows if r.region == "eu" and r.amount > 150]
print("eu big:", eu)
