d = {"k": "v"}
print(f"value={d['k']} len={len(d)}")
items = ["a", "b"]
print(f"{', '.join(items)}")
