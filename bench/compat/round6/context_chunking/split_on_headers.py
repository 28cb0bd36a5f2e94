import re

context = """# Introduction
RLMs keep the prompt in a variable.
They inspect it with code.

# Method
The model writes code.
Sub-calls handle chunks.
Results are aggregated.

## Details
Chunks are 10k characters.

# Results
Accuracy improved on long inputs.
"""

sections = []
for m in re.finditer(r"^(#+) (.+)$", context, flags=re.M):
    sections.append((len(m.group(1)), m.group(2), m.end()))

out = []
for i, (level, title, start) in enumerate(sections):
    end = len(context)
    for nxt in sections[i + 1:]:
        end = context.rfind("\n#", 0, nxt[2]) + 1
        break
    body = context[start:end].strip()
    out.append((level, title, body))

for level, title, body in out:
    lines = body.splitlines()
    print(f"{'  ' * (level - 1)}{title}: {len(lines)} lines, {len(body.split())} words")
print([t for _, t, b in out if "chunk" in b.lower()])
parts = re.split(r"(?m)^# ", context)
print(len(parts), [p.split("\n", 1)[0] for p in parts if p])
