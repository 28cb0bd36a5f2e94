lines = context.splitlines()

def summarize(block, level):
    return llm_query(f"L{level} summary of:\n{block}")

level = 0
current = ["\n".join(lines[i:i + 20]) for i in range(0, len(lines), 20)]
history = []
while len(current) > 1:
    level += 1
    sums = [summarize(b, level) for b in current]
    history.append(len(sums))
    print(f"level {level}: {len(current)} blocks -> {len(sums)} summaries")
    # group summaries 3 at a time for the next level
    current = ["\n".join(sums[i:i + 3]) for i in range(0, len(sums), 3)]

print("levels:", history)
final = summarize(current[0], level + 1)
print("final:", final)
