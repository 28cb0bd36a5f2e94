class E(Exception):
    pass
e = E()
print(repr(e), str(e) == '', e.args)
print(repr(E('a', 'b')), str(E('a', 'b')))
