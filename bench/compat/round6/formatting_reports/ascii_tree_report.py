tree = {
    "project": {
        "src": {"main.py": 1200, "util.py": 340, "io": {"read.py": 90, "write.py": 130}},
        "tests": {"test_main.py": 800},
        "README.md": 2048,
        "setup.cfg": 110,
    }
}

def size(node):
    return node if isinstance(node, int) else sum(size(v) for v in node.values())

def render(name, node, prefix="", last=True, root=True):
    connector = "" if root else ("└── " if last else "├── ")
    label = f"{name}/" if isinstance(node, dict) else name
    print(f"{prefix}{connector}{label} ({size(node):,} B)")
    if isinstance(node, dict):
        items = sorted(node.items(), key=lambda kv: (isinstance(kv[1], int), kv[0]))
        for i, (k, v) in enumerate(items):
            ext = "" if root else ("    " if last else "│   ")
            render(k, v, prefix + ext, i == len(items) - 1, False)

render("project", tree["project"])
