class Small(tuple):
    __slots__ = ()
    kind = 'small'
s = Small((1,))
print(s, s.kind, Small.kind)
try:
    s.other = 1
except AttributeError:
    print('AttributeError')
