import re
template = "Dear {name}, your order #{order_id} of {qty} x {item} ships on {date}. {missing} Thanks, {name}!"
values = {"name": "Dana", "order_id": 4471, "qty": 3, "item": "lamp", "date": "2024-05-02"}
placeholders = re.findall(r"\{(\w+)\}", template)
print("placeholders:", placeholders)
print("unique, in order:", list(dict.fromkeys(placeholders)))
missing = [p for p in dict.fromkeys(placeholders) if p not in values]
print("missing:", missing)
filled = re.sub(r"\{(\w+)\}", lambda m: str(values.get(m.group(1), "<" + m.group(1) + ">")), template)
print(filled)
print(re.escape("a.b*c?{d}"))
