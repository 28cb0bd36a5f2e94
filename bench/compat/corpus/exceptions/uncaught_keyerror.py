d = {}
print("start")
d["missing"]
