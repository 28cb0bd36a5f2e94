def llm_query(prompt):
    return "PLAN: split by '### ', count TODO per section"

sections = [("Backend", 5), ("Frontend", 2), ("Docs", 0), ("Infra", 3)]
parts = []
for name, todos in sections:
    body = "\n".join(["TODO: item"] * todos + ["done: item"] * (4 - todos % 4))
    parts.append(f"### {name}\n{body}")
context = "\n".join(parts)

print(type(context).__name__, len(context), repr(context[:40]))
print("line count:", context.count("\n") + 1, "| headers:", context.count("### "))
plan = llm_query(f"Context has {len(context)} chars. First 200: {context[:200]!r}. Plan?")
print(plan)
counts = {}
for block in context.split("### ")[1:]:
    title, _, body = block.partition("\n")
    counts[title] = body.count("TODO")
print(counts)
FINAL_ANSWER = max(counts, key=counts.get)
print(f"FINAL_ANSWER: {FINAL_ANSWER} has the most TODOs ({counts[FINAL_ANSWER]})")
