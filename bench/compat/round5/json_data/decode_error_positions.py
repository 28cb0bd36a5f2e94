import json
samples = ['{"a": 1,}', '[1, 2', '{"a" 1}', "{'a': 1}", '{"a": 1} extra', '', '[1, 2, 3]']
for s in samples:
    try:
        v = json.loads(s)
        print(f"{s!r:<18} OK {v}")
    except json.JSONDecodeError as e:
        print(f"{s!r:<18} {type(e).__name__}: {e.msg} (line {e.lineno}, col {e.colno}, pos {e.pos})")
print(issubclass(json.JSONDecodeError, ValueError))
multi = '{\n  "a": 1,\n  "b": [1, 2,\n}'
try:
    json.loads(multi)
except json.JSONDecodeError as e:
    print("multi-line:", e.msg, e.lineno, e.colno, repr(e.doc[e.pos]))
