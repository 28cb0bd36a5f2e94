from collections import defaultdict

by_user = defaultdict(list)
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    fields = dict(tok.split("=", 1) for tok in line.split(" ") if "=" in tok and not tok.startswith('msg'))
    by_user[fields["user"]].append(line)

print("users:", sorted(by_user))
pairs = []
for user in sorted(by_user):
    sub = "\n".join(by_user[user])
    pairs.append((sub, f"What is unusual about {user}'s activity?"))

answers = rlm_query_batched(pairs)
report = {}
for (sub, q), ans in zip(pairs, answers):
    user = q.split("about ")[1].split("'")[0]
    report[user] = {"n_records": sub.count("\n") + 1, "answer": ans}

for user, info in report.items():
    print(f"{user:<6} n={info['n_records']:>3}  {info['answer']}")
