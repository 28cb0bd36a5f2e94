from collections import OrderedDict, ChainMap
od = OrderedDict()
for k in "banana":
    od[k] = od.get(k, 0) + 1
print(od, list(od))
od.move_to_end("b")
print(list(od.items()))
print(od.popitem(last=False), od.popitem())
defaults = {"color": "red", "size": 1, "debug": False}
user = {"size": 3}
cm = ChainMap(user, defaults)
print(cm["color"], cm["size"], len(cm), sorted(cm))
cm["debug"] = True
print(user, defaults["debug"], dict(cm.new_child({"x": 0})))
