from collections import defaultdict

by_user = defaultdict(list)
for line in context.splitlines():
    if line.startswith("id="):
        user = line.split(" user=")[1].split(" ", 1)[0]
        by_user[user].append(line)

pairs = [("\n".join(ls), f"Summarize activity for {u}") for u, ls in sorted(by_user.items())]
results = rlm_query_batched(pairs)
for (ctx, q), r in zip(pairs, results):
    print(f"{q:<28} lines={ctx.count(chr(10)) + 1:<3} -> {r}")

final_prompt = "Combine these summaries:\n" + "\n".join(results)
print(len(final_prompt))
print(llm_query(final_prompt))
