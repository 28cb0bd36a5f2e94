import json
class S(str):
    pass
print(json.dumps(S('a"b')), json.dumps({S('k'): S('v')}), json.dumps([S('x')]))
