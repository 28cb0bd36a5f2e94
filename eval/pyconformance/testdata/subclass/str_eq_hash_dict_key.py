class S(str):
    pass
d = {S('a'): 1}
print(d['a'], S('a') == 'a', hash(S('a')) == hash('a'), 'a' in {S('a')})
