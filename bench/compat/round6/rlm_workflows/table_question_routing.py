def llm_query(prompt):
    if "SQL" in prompt:
        return "SELECT region, SUM(units) FROM sales GROUP BY region"
    if "explain" in prompt.lower():
        return "Units are summed per region."
    return "unknown"

context = """region,units
north,10
south,4
north,7
east,12
south,9"""

rows = [line.split(",") for line in context.splitlines()[1:]]
question = "Which region sold the most units?"
plan = llm_query(f"Write SQL for: {question}")
print("model plan:", plan)
if "GROUP BY region" in plan:
    sums = {}
    for region, units in rows:
        sums[region] = sums.get(region, 0) + int(units)
    best = max(sums.items(), key=lambda kv: kv[1])
    explanation = llm_query("Explain the method briefly")
    FINAL_ANSWER = f"{best[0]} ({best[1]} units). {explanation}"
else:
    FINAL_ANSWER = "could not plan"
print(sorted(sums.items()))
print(FINAL_ANSWER)
