names = ["intro", "body", "conclusion"]
lengths = (len(n) * 100 for n in names)
offsets = []
pos = 0
for i, (name, length) in enumerate(zip(names, lengths)):
    offsets.append((i, name, pos, pos + length))
    pos += length
for row in offsets:
    print(row)
def countdown(n):
    while n:
        yield n
        n -= 1
print(list(zip(countdown(5), "abc")))
print(dict(zip(names, countdown(3))))
print(list(map(lambda a, b: a * b, [1, 2, 3], countdown(10))))
print(list(filter(None, [0, 1, "", "x", None, [], [0]])))
print(list(reversed(range(2, 12, 3))), list(range(10, 0, -4)), range(5)[::-1])
