class Upper(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key, str(value).upper())
d = Upper()
d['a'] = 'x'
d['b'] = 5
print(d)
d.update(c='y')
print(d)
e = Upper(z='q')
print(e)
