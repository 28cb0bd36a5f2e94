context = "\n".join(f"entry {i}: value={(i * 7919) % 1000}" for i in range(200))
def fake_llm(prompt):
    lines = prompt.splitlines()[1:]
    vals = [int(l.split("value=")[1]) for l in lines]
    return max(vals)
lines = context.splitlines()
candidates = lines
round_no = 0
while len(candidates) > 10:
    round_no += 1
    size = max(10, len(candidates) // 8)
    groups = [candidates[i:i + size] for i in range(0, len(candidates), size)]
    winners = []
    for g in groups:
        best = fake_llm("find max\n" + "\n".join(g))
        winners.extend(l for l in g if l.endswith(f"value={best}"))
    print(f"round {round_no}: {len(candidates)} -> {len(winners)} candidates in {len(groups)} groups")
    candidates = winners
final = max(candidates, key=lambda l: int(l.split("=")[1]))
print("final:", final)
print("check:", max(int(l.split("=")[1]) for l in lines))
