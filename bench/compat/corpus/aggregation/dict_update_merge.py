a = {"x": 1, "y": 2}
a.update({"y": 20, "z": 30})
a.update(w=4)
print(a)
print(a.pop("x"), a.pop("nope", None), a)
