import json
import re

samples = [
    '{"a": 1, "b": [1, 2]}',
    "{'a': 1}",
    '{"a": 1,}',
    '{"a": tru}',
    '[1, 2',
    '',
    '{"a": NaN}',
    'Result: {"score": 7, "label": "ok"} -- end',
    '"just a string"',
    '{"a": 1} {"b": 2}',
]

def try_parse(s):
    try:
        return "ok", json.loads(s)
    except json.JSONDecodeError as e:
        m = re.search(r"\{.*?\}", s)
        if m and m.group(0) != s:
            try:
                return "extracted", json.loads(m.group(0))
            except json.JSONDecodeError:
                pass
        return "error", f"{e.msg} (line {e.lineno} col {e.colno} pos {e.pos})"

for s in samples:
    status, value = try_parse(s)
    print(f"{s[:28]!r:<32} {status:<9} {value}")
