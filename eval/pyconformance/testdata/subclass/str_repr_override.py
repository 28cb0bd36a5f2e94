class Secret(str):
    def __repr__(self):
        return '<secret>'
    def __str__(self):
        return '***'
s = Secret('pw')
print(s, repr(s), [s], '%s %r' % (s, s), f'{s}', s + 'x', len(s))
