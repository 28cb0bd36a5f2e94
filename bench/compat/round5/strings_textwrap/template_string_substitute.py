from string import Template
t = Template("Hello $name, you have ${count} new $item_s. Cost: $$${price}")
print(t.substitute(name="Ann", count=3, item_s="messages", price="4.50"))
try:
    t.substitute(name="Bob")
except KeyError as e:
    print("KeyError:", e)
print(t.safe_substitute(name="Cy"))
print(Template("$a$b").substitute({"a": 1, "b": 2}))
try:
    Template("bad $ sign").substitute()
except ValueError as e:
    print("ValueError:", e)
print(sorted(Template("$x and ${y} and $x").get_identifiers()))
