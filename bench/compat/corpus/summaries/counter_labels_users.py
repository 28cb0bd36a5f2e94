from collections import Counter

recs = [dict(t.split("=", 1) for t in l.split(" msg=")[0].split())
        for l in context.splitlines() if l.startswith("id=")]
labels = Counter(r["label"] for r in recs)
users = Counter(r["user"] for r in recs)
print(labels)
print(labels.most_common(2))
print(users.most_common())
spam_users = Counter(r["user"] for r in recs if r["label"] == "spam")
print("spam by user:", dict(sorted(spam_users.items())))
ratio = {u: spam_users[u] / users[u] for u in users}
for u, r in sorted(ratio.items(), key=lambda kv: kv[1], reverse=True):
    print(f"{u:<6}{r:>7.1%}")
print("total:", sum(labels.values()), "| ham+spam:", (labels + Counter()).get("ham") + labels["spam"])
print(labels - Counter(ham=80, spam=60))
