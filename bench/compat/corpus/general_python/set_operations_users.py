from collections import defaultdict
users_by_label = defaultdict(set)
users_by_region = defaultdict(set)
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    f = dict(p.split("=", 1) for p in line.split(" msg=")[0].split())
    if float(f["amount"]) < 150:
        continue
    users_by_label[f["label"]].add(f["user"])
    users_by_region[f["region"]].add(f["user"])
spam, ham = users_by_label["spam"], users_by_label["ham"]
print("both:", sorted(spam & ham))
print("spam only:", sorted(spam - ham))
print("either:", sorted(spam | ham))
print("sym diff:", sorted(spam ^ users_by_label["alert"]))
print({k: sorted(v) for k, v in sorted(users_by_region.items())})
print("subset?", users_by_label["alert"] <= spam | ham, spam.issuperset({"bob"}))
common = set.intersection(*users_by_region.values())
print("in every region:", sorted(common), len(common))
ids = {int(l.split()[0][3:]) for l in context.splitlines() if l.startswith("id=")}
missing = set(range(1, 201)) - ids
print("missing ids:", sorted(missing)[:5], len(missing))
print(sorted({x % 7 for x in ids}))
print(frozenset({1, 2}) == {2, 1}, len({1, 1.0, True}))
