from dataclasses import dataclass, field, fields, asdict
import json

@dataclass
class Address:
    city: str
    zip: str = "00000"

@dataclass
class Person:
    name: str
    age: int
    address: Address
    emails: list = field(default_factory=list)

    @classmethod
    def from_dict(cls, d):
        kwargs = {}
        for f in fields(cls):
            if f.name not in d:
                continue
            v = d[f.name]
            if f.name == "address":
                v = Address(**v)
            kwargs[f.name] = v
        return cls(**kwargs)

context = '[{"name": "Ana", "age": 31, "address": {"city": "Lyon", "zip": "69001"}, "emails": ["a@x.fr"]}, {"name": "Bo", "age": 45, "address": {"city": "Oslo"}}]'
people = [Person.from_dict(d) for d in json.loads(context)]
for p in people:
    print(p)
print(json.dumps([asdict(p) for p in people], sort_keys=True))
print([f.name for f in fields(Person)], [f.type for f in fields(Address)])
try:
    Person.from_dict({"name": "X"})
except TypeError as e:
    print("TypeError:", e)
