TEMPLATE = """You are analysing a log excerpt.
Task: {task}
Constraints: answer in <= {limit} words.
--- BEGIN EXCERPT ({n} lines) ---
{body}
--- END EXCERPT ---"""

lines = context.splitlines()
tasks = {
    "late": "Find orders that shipped late",
    "prize": "Find prize-code messages",
    "reset": "Find password resets",
}
prompts = {}
for key, task in tasks.items():
    body_lines = [l for l in lines if key in l]
    prompts[key] = TEMPLATE.format(task=task, limit=25, n=len(body_lines), body="\n".join(body_lines[:5]))

for key, p in prompts.items():
    first, second = p.splitlines()[1:3]
    print(f"{key!r:>8}: {len(p):5d} chars | {first} | {second}")

outs = llm_query_batched(list(prompts.values()))
answers = dict(zip(prompts, outs))
for k, v in answers.items():
    print(k, "=>", v)
