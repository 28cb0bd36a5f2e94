from string import Template

tmpl = Template("""Dear $name,
Your order $$${order_id} of ${count} item(s) ships on $date.
Total: $total""")
orders = [
    {"name": "Ana", "order_id": "A-17", "count": 3, "date": "2024-05-02", "total": "$45.10"},
    {"name": "Bo", "order_id": "B-2", "count": 1, "date": "2024-05-03"},
]
for o in orders:
    print(tmpl.safe_substitute(o))
    print("---")
try:
    tmpl.substitute(orders[1])
except KeyError as e:
    print("missing placeholder:", e)
print(Template("${a}-$b").substitute(a=1, b="two"), Template("$x").template)
print("{greet}, {who}!".format_map({"greet": "Hello", "who": "RLM"}))
