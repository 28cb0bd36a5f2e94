tmpl = "{user:<6} spent ${amount:>8.2f} in {region}"
rows = [
    {"user": "alice", "amount": 12.5, "region": "eu"},
    {"user": "bob", "amount": 1234.567, "region": "us-east"},
]
for r in rows:
    print(tmpl.format_map(r))

class Default(dict):
    def __missing__(self, key):
        return f"<{key}?>"

print("{name} is {age} years, lives in {city}".format_map(Default(name="Ann", age=31)))
