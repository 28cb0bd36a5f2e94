import copy

base = {"filters": {"labels": ["spam", "alert"], "min_amount": 50},
        "chunks": [], "name": "triage"}
lines = [l for l in context.splitlines() if l.startswith("id=")]

shallow = copy.copy(base)
deep = copy.deepcopy(base)
shallow["name"] = "shallow-run"
shallow["filters"]["labels"].append("promo")
deep["filters"]["labels"].remove("alert")
print(base)
print(deep)
print(shallow["filters"] is base["filters"], deep["filters"] is base["filters"])

def run(cfg):
    f = cfg["filters"]
    for l in lines:
        lab = l.split()[2][6:]
        amt = float(l.split()[3][7:])
        if lab in f["labels"] and amt >= f["min_amount"]:
            cfg["chunks"].append(int(l.split()[0][3:]))
    return len(cfg["chunks"])

print(run(copy.deepcopy(base)), run(deep), len(base["chunks"]), len(deep["chunks"]))
grid = [[0] * 3] * 2
grid[0][0] = 9
grid2 = [[0] * 3 for _ in range(2)]
grid2[0][0] = 9
print(grid, grid2)
a = [1, [2, 3]]
b = a[:]
c = list(a)
b[1].append(4)
print(a, c, b is a, b[1] is a[1])
shared = [1, 2]
doc = {"x": shared, "y": shared}
d2 = copy.deepcopy(doc)
print(d2["x"] is d2["y"], d2 == doc)

class Cfg:
    def __init__(self):
        self.tags = ["a"]
    def __repr__(self):
        return f"Cfg(tags={self.tags})"
c1 = Cfg()
c2 = copy.copy(c1)
c3 = copy.deepcopy(c1)
c1.tags.append("b")
print(c2, c3)
