speakers = ["Alice", "Bob", "Carol"]
turns = []
for i in range(21):
    sp = speakers[(i * 2) % 3] if i % 4 else speakers[0]
    turns.append(f"{sp}: " + " ".join(["point"] * (i % 5 + 1)) + f" number {i}")
context = "\n".join(turns)

stats = {}
order = []
for line in context.splitlines():
    name, _, text = line.partition(": ")
    if name not in stats:
        stats[name] = {"turns": 0, "words": 0}
        order.append(name)
    stats[name]["turns"] += 1
    stats[name]["words"] += len(text.split())
print("speakers in order of appearance:", order)
for name in order:
    s = stats[name]
    print(f"{name}: {s['turns']} turns, {s['words']} words, avg {s['words'] / s['turns']:.2f}")
consec = sum(1 for a, b in zip(context.splitlines(), context.splitlines()[1:]) if a.split(":")[0] == b.split(":")[0])
print("consecutive same-speaker pairs:", consec)
