import re

records = [l for l in context.splitlines() if l.startswith("id=")]
users = sorted({re.search(r"user=(\w+)", l).group(1) for l in records})
print("users:", users)

prompts = {}
for u in users:
    subset = [l for l in records if f"user={u} " in l]
    prompts[u] = f"Summarize activity for {u} ({len(subset)} records):\n" + "\n".join(subset)

answers = dict(zip(prompts, llm_query_batched(list(prompts.values()))))
parsed = {}
for user, ans in answers.items():
    m = re.search(r"\((\d+) chars\)$", ans)
    parsed[user] = {"answer": ans.split(" (")[0], "prompt_chars": int(m.group(1)) if m else None}

for user, info in sorted(parsed.items(), key=lambda kv: -kv[1]["prompt_chars"]):
    print(f"{user:6} {info['prompt_chars']:5d}  {info['answer']}")
print(sum(p["prompt_chars"] for p in parsed.values()))
