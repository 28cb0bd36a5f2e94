d = {}
for w in "one two three two one one".split():
    d.setdefault(w, 0)
    d[w] += 1
print(d)
print(list(d), list(d.values()))
