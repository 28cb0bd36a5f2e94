from enum import Enum
import json

class Region(str, Enum):
    EU = "eu-west"
    US = "us-east"
    AP = "ap-south"

context = '{"servers": [{"name": "a", "region": "eu-west"}, {"name": "b", "region": "ap-south"}, {"name": "c", "region": "mars-1"}]}'
data = json.loads(context)
for s in data["servers"]:
    try:
        r = Region(s["region"])
        print(s["name"], r.name, r == "eu-west", r.upper())
    except ValueError as e:
        print(s["name"], "invalid:", e)
print(json.dumps({"region": Region.US}), Region.AP.value)
print(sorted(Region, key=lambda r: r.value)[0].name, "us" in Region.US)
print(Region("us-east") is Region.US, isinstance(Region.EU, str))
