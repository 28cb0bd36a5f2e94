import json
doc = json.loads('{"a": {"b": [10, {"c": "deep"}, 30]}, "x~y": 1, "p/q": 2, "list": []}')

def resolve(doc, pointer):
    if pointer == "":
        return doc
    node = doc
    for raw in pointer.lstrip("/").split("/"):
        token = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(node, list):
            node = node[int(token)]
        else:
            node = node[token]
    return node

for p in ["/a/b/0", "/a/b/1/c", "/x~0y", "/p~1q", "/a/b/5", "/a/zz", "/list/0", ""]:
    try:
        print(f"{p!r:<12} -> {json.dumps(resolve(doc, p))}")
    except (KeyError, IndexError) as e:
        print(f"{p!r:<12} -> {type(e).__name__}: {e}")
