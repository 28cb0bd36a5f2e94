class S(str):
    pass
s = S('x')
print('-'.join([s, S('y')]), '{}!'.format(s), f'{s:>3}', s.join(['1', '2']), format(s, '^5') + '|')
