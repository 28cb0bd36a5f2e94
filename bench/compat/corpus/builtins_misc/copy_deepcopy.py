import copy

lines = [l for l in context.splitlines() if l.startswith("id=")][:3]
records = [{"id": int(l.split()[0][3:]), "tags": [l.split()[2][6:]], "meta": {"len": len(l)}} for l in lines]
shallow = copy.copy(records)
deep = copy.deepcopy(records)
sliced = records[:]
records[0]["tags"].append("edited")
records[1] = {"id": -1}
print(records)
print(shallow)
print(sliced == shallow, shallow is records, shallow[0] is records[0])
print(deep)
a = [[0] * 3] * 3
a[0][0] = 1
b = [[0] * 3 for _ in range(3)]
b[0][0] = 1
print(a, b)
d = {"x": [1, 2], "y": {"z": [3]}}
dc = d.copy()
dc["x"].append(99)
dc["new"] = 1
print(d, dc)
nested = [1, [2, [3, [4]]]]
nested.append(nested)
cp = copy.deepcopy(nested)
print(cp[2] is cp, cp[:2], repr(nested)[:30])
t = (1, [2, 3])
t2 = copy.deepcopy(t)
t[1].append(4)
print(t, t2, copy.copy(t) is t)
