paras = [
    "Alpha project kickoff. Team of five. Budget approved.",
    "Week one: requirements gathered from three departments, conflicts noted in finance.",
    "Week two: prototype built. Latency was high; caching was added.",
    "",
    "Week three: user testing with twelve participants; most liked the search.",
    "Week four: security review found two medium issues, both fixed.",
    "Launch planned for the first Monday of next month.",
]
context = "\n\n".join(paras)

blocks = [p.strip() for p in context.split("\n\n") if p.strip()]
print("paragraphs:", len(blocks))
budget = 140
groups, cur, cur_len = [], [], 0
for p in blocks:
    if cur and cur_len + len(p) > budget:
        groups.append(cur)
        cur, cur_len = [], 0
    cur.append(p)
    cur_len += len(p)
groups.append(cur)
for i, g in enumerate(groups, 1):
    size = sum(map(len, g))
    print(f"group {i}: {len(g)} paras, {size} chars, starts {g[0][:20]!r}")
print(sum(len(g) for g in groups) == len(blocks))
