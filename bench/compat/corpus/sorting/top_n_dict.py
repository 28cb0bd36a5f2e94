counts = {"x": 5, "y": 9, "z": 5, "w": 1}
top = sorted(counts, key=counts.get, reverse=True)[:2]
print(top)
print(sorted(counts.items(), key=lambda kv: kv[1]))
