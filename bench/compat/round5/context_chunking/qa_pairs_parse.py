blocks = []
for i in range(1, 9):
    blocks.append(f"Q{i}: What is {i} times {i + 2}?\nA{i}: {i * (i + 2)}")
blocks.insert(4, "Q99: Malformed question without answer")
context = "\n\n".join(blocks)

pairs = {}
problems = []
for block in context.split("\n\n"):
    lines = block.splitlines()
    if len(lines) != 2:
        problems.append(block[:30])
        continue
    q, a = lines
    qid = q.split(":")[0][1:]
    pairs[int(qid)] = (q.split(": ", 1)[1], int(a.split(": ", 1)[1]))
for k in sorted(pairs):
    q, a = pairs[k]
    print(f"{k}. {q} -> {a}")
print("problems:", problems)
print("sum of answers:", sum(a for _, a in pairs.values()))
