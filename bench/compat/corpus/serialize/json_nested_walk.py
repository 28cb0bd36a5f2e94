import json
doc = json.loads('{"a": {"b": [1, {"c": 2, "d": [3, 4]}], "e": "x"}, "f": [[5], {"g": null}]}')
def walk(node, path="$"):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, f"{path}.{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from walk(v, f"{path}[{i}]")
    else:
        yield path, node
for p, v in walk(doc):
    print(p, json.dumps(v))
print(json.dumps(doc, indent=None, separators=(", ", ": ")))
