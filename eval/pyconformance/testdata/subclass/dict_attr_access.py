class AttrDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError:
            raise AttributeError(name)
    def __setattr__(self, name, value):
        self[name] = value
a = AttrDict(x=1)
a.y = 2
print(a.x, a.y, a)
try:
    a.z
except AttributeError as e:
    print('AttributeError', e)
print(hasattr(a, 'x'), hasattr(a, 'nope'))
