import json
import re

def llm_query(prompt):
    n = int(re.search(r"item (\d+)", prompt).group(1))
    if n == 2:
        return "Sure! Here is the JSON:\n```json\n{\"item\": 2, \"risk\": \"high\", \"reasons\": [\"late\", \"over budget\"]}\n```"
    if n == 3:
        return "{'item': 3, 'risk': 'low'}"
    if n == 4:
        return "I cannot determine this."
    return json.dumps({"item": n, "risk": "medium", "reasons": []})

def parse_reply(reply):
    m = re.search(r"```(?:json)?\s*(\{.*?\})\s*```", reply, re.S)
    candidate = m.group(1) if m else reply.strip()
    try:
        return json.loads(candidate), "json"
    except json.JSONDecodeError:
        pass
    try:
        return json.loads(candidate.replace("'", '"')), "repaired"
    except json.JSONDecodeError:
        return None, "failed"

results = {}
for n in range(1, 6):
    data, how = parse_reply(llm_query(f"Assess item {n}"))
    print(n, how, data)
    if data:
        results[data["item"]] = data["risk"]
FINAL_ANSWER = json.dumps(results)
print(FINAL_ANSWER)
