import copy
class D(dict):
    pass
class L(list):
    pass
d = D(a=L([1, 2]))
c = copy.deepcopy(d)
print(c, type(c).__name__, type(c['a']).__name__, c == d, c['a'] is d['a'])
e = copy.copy(d)
print(type(e).__name__, e['a'] is d['a'])
