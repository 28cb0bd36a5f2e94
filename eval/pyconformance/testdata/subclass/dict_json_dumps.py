import json
class Record(dict):
    pass
r = Record(id=3, tags=['a', 'b'], nested=Record(x=1))
print(json.dumps(r))
print(json.dumps(r, sort_keys=True, indent=1))
print(json.dumps([Record(a=1)]))
