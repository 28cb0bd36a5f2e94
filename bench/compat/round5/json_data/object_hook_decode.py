import json
from collections import namedtuple
raw = '[{"x": 1, "y": 2}, {"x": -3, "y": 4.5}, {"x": 0, "y": 0}]'
Point = namedtuple("Point", "x y")
pts = json.loads(raw, object_hook=lambda d: Point(**d))
print(pts)
print([p.x * p.y for p in pts])
pairs = json.loads('{"b": 1, "a": 2, "b": 3}', object_pairs_hook=list)
print(pairs)
print(json.loads('{"b": 1, "a": 2, "b": 3}'))
print(json.loads("[1.5, 2]", parse_float=lambda s: "F" + s, parse_int=lambda s: int(s) * 10))
print(json.loads('"\\u00e9t\\u00e9"'), json.loads("null"), json.loads(" true "))
print(json.loads("NaN"), json.loads("[Infinity, -Infinity]"))
