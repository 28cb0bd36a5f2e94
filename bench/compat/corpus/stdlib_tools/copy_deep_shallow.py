import copy
base = {"region": "eu", "filters": {"labels": ["spam"], "min": 10}, "seen": [1, 2]}
shallow = copy.copy(base)
deep = copy.deepcopy(base)
shallow["filters"]["labels"].append("promo")
shallow["region"] = "apac"
deep["seen"].append(99)
print(base)
print(shallow)
print(deep)
print(shallow["filters"] is base["filters"], deep["filters"] is base["filters"])
grid = [[0] * 3] * 2
grid[0][0] = 1
print(grid)
grid2 = [[0] * 3 for _ in range(2)]
grid2[0][0] = 1
print(grid2)
lst = list(range(5))
alias = lst
sl = lst[:]
lst.append(5)
print(alias, sl, alias is lst, sl == lst[:5])
class Cfg:
    def __init__(self, tags):
        self.tags = tags
    def __repr__(self):
        return f"Cfg({self.tags})"
c1 = Cfg(["a"])
c2 = copy.copy(c1)
c3 = copy.deepcopy(c1)
c1.tags.append("b")
print(c1, c2, c3)
cyc = [1]
cyc.append(cyc)
dc = copy.deepcopy(cyc)
print(cyc, dc[1] is dc, dc[1] is cyc)
