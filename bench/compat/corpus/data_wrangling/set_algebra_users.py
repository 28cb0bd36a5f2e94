from collections import defaultdict

users_by_label = defaultdict(set)
users_by_region = defaultdict(set)
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    f = dict(t.split("=", 1) for t in line.split()[:7])
    users_by_label[f["label"]].add(f["user"])
    users_by_region[f["region"]].add(f["user"])

for lab in sorted(users_by_label):
    print(lab, sorted(users_by_label[lab]))

spam_ids = {int(l.split()[0][3:]) for l in context.splitlines() if "label=spam" in l}
eu_ids = {int(l.split()[0][3:]) for l in context.splitlines() if "region=eu" in l}
print("spam&eu:", len(spam_ids & eu_ids), sorted(spam_ids & eu_ids)[:10])
print("spam-eu:", len(spam_ids - eu_ids))
print("spam^eu:", len(spam_ids ^ eu_ids))
print("spam|eu:", len(spam_ids | eu_ids))
small = {i for i in spam_ids if i < 20}
print(small, small <= spam_ids, small.isdisjoint(eu_ids - spam_ids))
alert_pairs = {tuple(l.split()[i].split("=")[1] for i in (1, 5)) for l in context.splitlines() if "label=alert" in l}
promo_pairs = {tuple(l.split()[i].split("=")[1] for i in (1, 5)) for l in context.splitlines() if "label=promo" in l}
print("alert-only user/region:", sorted(alert_pairs - promo_pairs))
print("both:", len(alert_pairs & promo_pairs), "promo-only:", sorted(promo_pairs - alert_pairs)[:4])
