from collections import defaultdict
tree = defaultdict(lambda: defaultdict(int))
tree["a"]["x"] += 1
tree["a"]["y"] += 2
tree["b"]["x"] += 3
print({k: dict(v) for k, v in tree.items()})
