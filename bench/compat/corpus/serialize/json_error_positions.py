import json
for bad in ['{"a": 1,}', '', 'hello', '{"a" 1}', '[1, 2', '{"a": 1} x', '{"a": "b\n"}', "{'a': 1}", '[1,]', '{"a": tru}', '  \n  {"x": [1 2]}', '"abc', '{"a":1, "b"}']:
    try:
        print(repr(json.loads(bad)))
    except json.JSONDecodeError as e:
        print(type(e).__name__, "|", e, "|", e.msg, e.pos, e.lineno, e.colno, isinstance(e, ValueError))
