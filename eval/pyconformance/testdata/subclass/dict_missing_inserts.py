class AutoList(dict):
    def __missing__(self, key):
        v = self[key] = []
        return v
g = AutoList()
g['x'].append(1)
g['x'].append(2)
g['y'].append(3)
print(g, sorted(g))
