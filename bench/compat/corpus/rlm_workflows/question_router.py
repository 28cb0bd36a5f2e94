import re

question = "What is the total amount of refunds requested by carol in the us-west region?"

q = question.lower()
filters = {}
for user in ("alice", "bob", "carol", "dave", "erin", "frank"):
    if user in q:
        filters["user"] = user
m = re.search(r"\b(eu|apac|us-east|us-west)\b", q)
if m:
    filters["region"] = m.group(1)
topic = "refund" if "refund" in q else None
print("filters:", filters, "topic:", topic)

selected = []
for line in context.splitlines():
    if all(f"{k}={v} " in line for k, v in filters.items()) and (topic is None or topic in line):
        selected.append(line)
print("selected lines:", len(selected))
for s in selected:
    print(" ", s[:70])

total = sum(float(re.search(r"amount=([\d.]+)", s).group(1)) for s in selected)
print(f"computed locally: {total:.2f}")
print(llm_query(f"Confirm: {question}\nData:\n" + "\n".join(selected)))
