import json
doc = json.loads("""{
  "company": "Acme",
  "departments": [
    {"name": "R&D", "budget": 1200000, "teams": [{"name": "ML", "size": 8}, {"name": "Infra", "size": 5}]},
    {"name": "Sales", "budget": 800000, "teams": [{"name": "EMEA", "size": 12}]},
    {"name": "Ops", "budget": null, "teams": []}
  ],
  "founded": 1999,
  "public": false
}""")

def walk(node, path="$"):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, f"{path}.{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, f"{path}[{i}]")
    else:
        yield path, node

for p, v in walk(doc):
    print(f"{p:<35} {json.dumps(v)}")
sizes = sum(t["size"] for d in doc["departments"] for t in d["teams"])
print("headcount:", sizes)
print("null budgets:", [d["name"] for d in doc["departments"] if d["budget"] is None])
