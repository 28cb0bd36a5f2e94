import copy
a = {"l": [1, 2], "d": {"x": 1}}
b = copy.copy(a)
c = copy.deepcopy(a)
a["l"].append(3)
print(b["l"], c["l"])
