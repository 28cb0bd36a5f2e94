from collections import OrderedDict
od = OrderedDict()
od["z"] = 1
od["a"] = 2
od["m"] = 3
print(list(od.keys()))
od.move_to_end("z")
print(list(od.items()))
