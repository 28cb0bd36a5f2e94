files = ["f10", "f2", "f1", "f21"]
print(sorted(files))
print(sorted(files, key=lambda f: int(f[1:])))
