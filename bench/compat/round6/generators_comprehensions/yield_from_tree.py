tree = ("root", [
    ("docs", [("intro.md", []), ("api.md", [])]),
    ("src", [("core", [("engine.py", []), ("repl.py", [])]), ("cli.py", [])]),
    ("LICENSE", []),
])

def walk(node, depth=0):
    name, children = node
    yield depth, name
    for child in children:
        yield from walk(child, depth + 1)

def leaves(node, path=()):
    name, children = node
    if not children:
        yield "/".join(path + (name,))
    for c in children:
        yield from leaves(c, path + (name,))

for depth, name in walk(tree):
    print("  " * depth + name)
print(list(leaves(tree)))
print(max(d for d, _ in walk(tree)), sum(1 for _ in leaves(tree)))

def flatten(x):
    if isinstance(x, (list, tuple)):
        for item in x:
            yield from flatten(item)
    else:
        yield x
print(list(flatten([1, [2, (3, [4, 5])], [], [[6]]])))
