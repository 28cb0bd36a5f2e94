class Line(str):
    pass
l = Line('text')
l.number = 7
print(l, l.number, l.upper())
