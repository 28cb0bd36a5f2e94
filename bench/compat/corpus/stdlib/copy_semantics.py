import copy
orig = {"a": [1, 2], "b": {"c": [3]}}
sh = copy.copy(orig)
dp = copy.deepcopy(orig)
alias = orig
orig["a"].append(99)
orig["b"]["c"].append(4)
orig["new"] = 1
print(sh)
print(dp)
print(alias is orig, sh is orig, sh["a"] is orig["a"], dp["a"] is orig["a"])
lst = [[0] * 2] * 2
lst[0][0] = 5
print(lst)
good = [[0] * 2 for _ in range(2)]
good[0][0] = 5
print(good, list(orig)[:2], orig.copy() == orig)
