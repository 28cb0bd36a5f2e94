import json
class L(list):
    pass
print(json.dumps(L([1, 'a', None])), json.dumps({'k': L([L([1])])}))
