from collections import namedtuple

Record = namedtuple("Record", ["id", "user", "label", "amount", "region"])

recs = []
for line in context.strip().split("\n"):
    if not line.startswith("id="):
        continue
    f = dict(x.split("=", 1) for x in line.split()[:7])
    recs.append(Record(int(f["id"]), f["user"], f["label"], float(f["amount"]), f["region"]))

print(recs[0])
print(recs[-1]._asdict())
biggest = max(recs, key=lambda r: r.amount)
print("biggest:", biggest.id, biggest.user, biggest.amount)
r2 = recs[1]._replace(amount=0.0, label="void")
print(r2)
print(Record._fields)
ident, user, *rest = recs[2]
print(ident, user, rest)
spam = [r for r in recs if r.label == "spam" and r.region == "eu"]
print(len(spam), [r.id for r in spam][:8])
print(tuple(recs[3]) == recs[3], recs[3][1], recs[3].user)
try:
    recs[0].amount = 5
except AttributeError as e:
    print(type(e).__name__, e)
