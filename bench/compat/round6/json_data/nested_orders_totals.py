import json

context = """{"orders": [
  {"id": "o1", "customer": {"name": "Ana", "tier": "gold"}, "lines": [{"sku": "A", "qty": 2, "price": 9.5}, {"sku": "B", "qty": 1, "price": 20}]},
  {"id": "o2", "customer": {"name": "Bo", "tier": "silver"}, "lines": [{"sku": "A", "qty": 5, "price": 9.5}]},
  {"id": "o3", "customer": {"name": "Ana", "tier": "gold"}, "lines": []},
  {"id": "o4", "customer": {"name": "Cy"}, "lines": [{"sku": "C", "qty": 3, "price": 4.25}]}
]}"""

data = json.loads(context)
discount = {"gold": 0.1, "silver": 0.05}
per_customer = {}
for o in data["orders"]:
    gross = sum(l["qty"] * l["price"] for l in o["lines"])
    tier = o["customer"].get("tier", "none")
    net = gross * (1 - discount.get(tier, 0))
    per_customer[o["customer"]["name"]] = per_customer.get(o["customer"]["name"], 0) + net
    print(f"{o['id']}: {len(o['lines'])} lines gross={gross:.2f} tier={tier} net={net:.2f}")
print(json.dumps({k: round(v, 2) for k, v in per_customer.items()}, sort_keys=True))
skus = sorted({l["sku"] for o in data["orders"] for l in o["lines"]})
print(skus, len(data["orders"]))
