class S(str):
    pass
s = S('hello')
print(s, repr(s), len(s), s[0], s[1:3], type(s).__name__, isinstance(s, str))
print(S(12), S(), S(b'x', 'ascii'))
