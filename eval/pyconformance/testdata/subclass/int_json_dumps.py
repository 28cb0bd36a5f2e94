import json
class I(int):
    pass
print(json.dumps(I(3)), json.dumps({'n': I(4)}), json.dumps([I(-1)]))
