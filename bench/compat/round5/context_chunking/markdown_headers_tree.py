context = """# Guide
intro text
## Install
steps here
### Linux
apt get
### macOS
brew
## Usage
run it
### CLI
flags
#### Advanced flags
more
## FAQ
questions
"""
tree = []
stack = []
for lineno, line in enumerate(context.splitlines(), 1):
    if not line.startswith("#"):
        continue
    level = len(line) - len(line.lstrip("#"))
    title = line[level:].strip()
    while stack and stack[-1][0] >= level:
        stack.pop()
    path = " > ".join(t for _, t in stack) 
    stack.append((level, title))
    tree.append((level, title, path, lineno))
for level, title, path, lineno in tree:
    print("  " * (level - 1) + f"- {title} (line {lineno})" + (f" [under {path}]" if path else ""))
print("depth histogram:", {lv: sum(1 for t in tree if t[0] == lv) for lv in range(1, 5)})
