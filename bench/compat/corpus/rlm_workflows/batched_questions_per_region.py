import re

regions = sorted(set(re.findall(r"region=(\S+)", context)))
print("regions:", regions)

questions = [
    "What is the most common message type?",
    "Which user appears most often?",
]
pairs = []
for r in regions:
    sub = "\n".join(l for l in context.splitlines() if f"region={r} " in l)
    for q in questions:
        pairs.append((sub, f"[{r}] {q}"))

print("total sub-queries:", len(pairs))
answers = rlm_query_batched(pairs)

table = {}
for (sub, q), a in zip(pairs, answers):
    region = q[1:q.index("]")]
    table.setdefault(region, []).append(a)

for region, ans_list in table.items():
    print(region)
    for a in ans_list:
        print("   ", a)
