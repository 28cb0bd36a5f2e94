tree = {"name": "root", "children": [
    {"name": "a", "children": [{"name": "a1", "children": []}, {"name": "a2", "children": [{"name": "a2x", "children": []}]}]},
    {"name": "b", "children": []},
]}

def walk(node, depth=0):
    yield depth, node["name"]
    for ch in node["children"]:
        yield from walk(ch, depth + 1)

for d, name in walk(tree):
    print("  " * d + name)

def leaves(node):
    if not node["children"]:
        return (yield node["name"])
    count = 0
    for ch in node["children"]:
        count += (yield from leaves(ch)) or 1
    return count

g = leaves(tree)
collected = []
try:
    while True:
        collected.append(next(g))
except StopIteration as stop:
    print(collected, "return value:", stop.value)
