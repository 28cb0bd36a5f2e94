a = [1]
b = a
c = [1]
print(a is b, a is c, id(a) == id(b), id(a) == id(c))
