class Lower(dict):
    def __getitem__(self, key):
        return super().__getitem__(key.lower())
d = Lower(name='ann')
print(d['NAME'], d['name'])
try:
    d['age']
except KeyError as e:
    print('KeyError', e)
print(d.get('NAME'))
