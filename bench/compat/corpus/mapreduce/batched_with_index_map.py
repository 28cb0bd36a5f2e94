import re
users = sorted(set(re.findall(r"user=(\w+)", context)))
per_user = {u: [l for l in context.splitlines() if f"user={u} " in l] for u in users}
prompts, index = [], []
for u, ls in per_user.items():
    for j in range(0, len(ls), 20):
        prompts.append(f"User {u} part {j // 20}: " + " | ".join(ls[j:j + 20]))
        index.append((u, j // 20))
answers = llm_query_batched(prompts)
by_user = {}
for (u, part), ans in zip(index, answers):
    by_user.setdefault(u, []).append(len(ans))
for u, sizes in by_user.items():
    print(u, len(sizes), sizes)
