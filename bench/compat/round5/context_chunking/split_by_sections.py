parts = []
for n, title in enumerate(["Introduction", "Methods", "Results", "Discussion", "Appendix"], 1):
    body = " ".join(f"Sentence {k} of {title.lower()}." for k in range(1, n + 3))
    parts.append(f"## {n}. {title}\n{body}\n")
context = "\n".join(parts)

import re
sections = re.split(r"^## ", context, flags=re.M)
sections = [s for s in sections if s.strip()]
print("found", len(sections), "sections")
index = {}
for sec in sections:
    header, _, body = sec.partition("\n")
    num, title = header.split(". ", 1)
    index[title] = body.strip()
    print(f"[{num}] {title:<12} words={len(body.split()):3d} sentences={body.count('.')}")
print(index["Results"][:60])
print(sorted(index, key=lambda t: len(index[t]), reverse=True)[:2])
