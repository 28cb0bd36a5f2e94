import json

class Record(dict):
    required = ("id", "name")
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        missing = [k for k in self.required if k not in self]
        if missing:
            raise KeyError(f"missing fields: {missing}")
    def to_json(self):
        return json.dumps(self, sort_keys=True)

r = Record(id=1, name="x", extra=[1, 2])
print(r.to_json(), json.dumps(r))
print(json.loads(r.to_json()) == r)
try:
    Record(name="no id")
except KeyError as e:
    print("KeyError:", e)
rows = [Record(id=i, name=n) for i, n in enumerate("abc")]
print(json.dumps(rows))
print(sorted(rows, key=lambda r: r["name"], reverse=True)[0])
