class D(dict):
    pass
print(D(a=1) == {'a': 1}, {'a': 1} == D(a=1), D(a=1) != D(a=2))
try:
    hash(D())
except TypeError as e:
    print('TypeError', e)
