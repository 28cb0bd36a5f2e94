import json
import re

def llm_query(prompt):
    text = prompt.split("<<<", 1)[1].split(">>>", 1)[0]
    items = []
    for name, amount in re.findall(r"(\w+) paid \$(\d+(?:\.\d\d)?)", text):
        items.append({"name": name, "amount": float(amount)})
    return json.dumps(items)

context = """Jan: Ana paid $120.50 for hosting. Ben paid $80 for domains.
Feb: Ana paid $99.99 for hosting. Chris paid $15 for coffee; Ben paid $80 for domains.
Mar: nobody paid anything. Chris paid $25.25 for snacks."""

totals = {}
for month_line in context.splitlines():
    month = month_line.split(":")[0]
    raw = llm_query(f"Extract payments as JSON list.\n<<<{month_line}>>>")
    try:
        items = json.loads(raw)
    except json.JSONDecodeError:
        print(month, "bad JSON from model")
        continue
    print(month, len(items), "payments")
    for it in items:
        totals[it["name"]] = round(totals.get(it["name"], 0) + it["amount"], 2)
FINAL_ANSWER = json.dumps(dict(sorted(totals.items(), key=lambda kv: -kv[1])))
print(FINAL_ANSWER)
