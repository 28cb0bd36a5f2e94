names = ["a", "b", "c"]
scores = [3, 1, 2]
print({n: s for n, s in zip(names, scores)})
print([f"{n}{s}" for n, s in zip(names, scores)])
