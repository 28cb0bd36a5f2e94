import re

pattern = re.compile(r'id=(\d+) user=(\w+) .*?amount=([\d.]+).*?msg="([^"]*)"')
found = []
for line in context.splitlines():
    if (m := pattern.match(line)) and (amt := float(m.group(3))) > 150:
        found.append((int(m.group(1)), m.group(2), amt))
print(len(found), found[:4])

codes = [int(c) for line in context.splitlines() if (c := line.rsplit(" ", 1)[-1].strip('"')).isdigit()]
print(len(codes), codes[:6], max(codes))

lines = iter(context.splitlines())
count = 0
while (line := next(lines, None)) is not None:
    if line.startswith("NOTE"):
        count += 1
        if count == 3:
            print("third note:", line)
            break
print("remaining:", sum(1 for _ in lines))

data = [float(x) for x in re.findall(r"amount=([\d.]+)", context)]
if (n := len(data)) > 100:
    print(f"{n} amounts, mean {sum(data) / n:.3f}")
print([y for x in data[:8] if (y := round(x)) % 2 == 0])
