class Defaulting(dict):
    def __missing__(self, key):
        value = f"<{key}>"
        self[key] = value
        return value

d = Defaulting(a="A")
print(d["a"], d["b"], d)
print(d.get("c"), "c" in d)
template = "Hello {name}, your {item} is {status}."
print(template.format_map(Defaulting(name="Ann", item="order")))

class Histogram(dict):
    def __missing__(self, key):
        return 0
    def add(self, key):
        self[key] += 1
h = Histogram()
for w in "to be or not to be".split():
    h.add(w)
print(sorted(h.items()), h["absent"], len(h))
