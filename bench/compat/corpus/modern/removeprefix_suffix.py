fields = {}
for tok in context.splitlines()[0].split(' msg=')[0].split():
    key = tok.split("=")[0]
    fields[key] = tok.removeprefix(key + "=")
print(fields)

tickets = []
for line in context.splitlines():
    if line.startswith("NOTE"):
        tail = line.removeprefix("NOTE checkpoint ")
        num, rest = tail.split(":", 1)
        tickets.append((int(num), rest.strip().removesuffix(line[-5:]).removesuffix(" #")))
print(tickets[:3])

msgs = [l.split('msg=')[1].removeprefix('"').removesuffix('"') for l in context.splitlines() if "msg=" in l]
print(msgs[:3])
print([m.removesuffix(" late").removeprefix("order ") for m in msgs if m.endswith("late")][:5])
print("report.csv".removesuffix(".csv"), "report.csv".removesuffix(".txt"), "".removeprefix("x"))
print("aaab".removeprefix("a"), "aaab".lstrip("a"))
