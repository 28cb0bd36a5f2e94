class D(dict):
    def __contains__(self, key):
        return super().__contains__(key) or key == 'always'
d = D(a=1, b=2)
print(len(d), list(d), 'a' in d, 'always' in d, 'c' in d)
print(sorted(d.values()), [k for k in d])
