import re

context = """id=17 score=88.5 tag=alpha
id=18 score=n/a tag=beta
id=19 score=92 tag=
id=20 tag=gamma
id=21 score=71.25 tag=delta"""

good = [(int(m.group(1)), float(s.group(1)))
        for line in context.splitlines()
        if (m := re.search(r"id=(\d+)", line)) and (s := re.search(r"score=([\d.]+)\b", line))]
print(good)
data = [3, 8, 1, 12, 7, 20, 2]
print([y for x in data if (y := x * x) > 40])
chunks = iter(["aaa", "bb", "", "cccc", "d"])
collected = []
while (c := next(chunks, None)) is not None and c:
    collected.append(c)
print(collected)
if (n := len(context.splitlines())) > 3:
    print(f"{n} lines")
totals = [running := 0] and [running := running + x for x in data]
print(totals, running)
