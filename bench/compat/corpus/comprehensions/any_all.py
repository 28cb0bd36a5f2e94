lines = context.splitlines()
print(any("NOTE" in l for l in lines), all(l for l in lines), any([]), all([]))
