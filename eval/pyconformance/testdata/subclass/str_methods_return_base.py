class S(str):
    pass
s = S('Hello World')
for r in [s.upper(), s.lower(), s + '!', s[0:5], s.strip(), s.replace('o', '0'), s * 2]:
    print(type(r).__name__, r)
print([type(p).__name__ for p in s.split()])
