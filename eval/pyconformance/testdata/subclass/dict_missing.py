class Counter0(dict):
    def __missing__(self, key):
        return 0
c = Counter0()
for w in 'a b a c a b'.split():
    c[w] = c[w] + 1
print(c, c['zzz'], 'zzz' in c)
print(c.get('zzz'), c.get('zzz', -1))
