users = sorted({l.split("user=")[1].split()[0] for l in context.splitlines() if "user=" in l})
prompts = []
for u in users:
    mine = [l for l in context.splitlines() if f"user={u} " in l]
    prompts.append(f"User {u} has {len(mine)} records. Summarise their behaviour:\n" + "\n".join(mine[:5]))

answers = llm_query_batched(prompts)
print(f"{len(answers)} answers")
lines = ["# Per-user summaries", ""]
for u, p, a in zip(users, prompts, answers):
    lines.append(f"## {u.title()}")
    lines.append(f"- prompt length: {len(p):,} chars")
    lines.append(f"- model says: _{a}_")
    lines.append("")
report = "\n".join(lines).rstrip()
print(report)
print("---")
print(f"report: {len(report.splitlines())} lines, {len(report):,} chars, "
      f"{sum(1 for l in report.splitlines() if l.startswith('##'))} sections")
