out = ""
for i, line in enumerate(context.splitlines()[:5]):
    out += f"{i}:{len(line)};"
print(out)
parts = []
for i in range(5):
    parts.append(str(i))
print("".join(parts))
