class Pretty(dict):
    def __repr__(self):
        return 'Pretty(' + ', '.join('%s=%r' % kv for kv in sorted(self.items())) + ')'
p = Pretty(b=2, a=1)
print(p, repr(p), str(p), [p])
print('%s|%r' % (p, p), f'{p}')
