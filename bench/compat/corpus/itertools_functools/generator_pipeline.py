def read(lines):
    for l in lines:
        yield l
def only(lines, word):
    return (l for l in lines if word in l)
def ids(lines):
    for l in lines:
        yield int(l.split()[0][3:])
print(sum(ids(only(read(context.splitlines()), "label=ham"))))
