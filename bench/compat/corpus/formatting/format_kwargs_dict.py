d = {'name': 'x', 'n': 3}
print("{name}-{n}".format(**d))
print("%(name)s=%(n)d" % d)
