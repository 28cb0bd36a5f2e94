import json
from dataclasses import dataclass, asdict, field
@dataclass
class Address:
    city: str
    zip: str
@dataclass
class Person:
    name: str
    age: int
    address: Address
    emails: list[str] = field(default_factory=list)
    @classmethod
    def from_dict(cls, d):
        return cls(d["name"], d["age"], Address(**d["address"]), list(d.get("emails", [])))
p = Person("Ann", 34, Address("Oslo", "0150"), ["ann@x.io"])
s = json.dumps(asdict(p), sort_keys=True)
print(s)
q = Person.from_dict(json.loads(s))
print(q == p, q.address.city, type(q.address).__name__)
people = [Person.from_dict(d) for d in json.loads('[{"name": "Bo", "age": 5, "address": {"city": "Rome", "zip": "00100"}}]')]
print(people)
