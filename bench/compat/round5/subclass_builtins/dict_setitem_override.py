class LowerDict(dict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
    def __getitem__(self, key):
        return super().__getitem__(key.lower())

d = LowerDict()
d["Name"] = "x"
d["AGE"] = 3
print(d, d["NAME"], d["age"])
d2 = LowerDict({"MiXeD": 1})
print(d2)
d2.update({"UPPER": 2})
print(d2)
print(d2.get("mixed"), d2.get("MIXED"))

class Tracking(dict):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.reads = []
    def __getitem__(self, k):
        self.reads.append(k)
        return super().__getitem__(k)
t = Tracking(x=1, y=2)
print(t["x"] + t["y"], t.reads, t.get("x"), t.reads)
