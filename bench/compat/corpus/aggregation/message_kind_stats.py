import re
from collections import defaultdict
from statistics import mean

kinds = defaultdict(list)
for line in context.splitlines():
    m = re.search(r'amount=([\d.]+).*msg="(\w+)', line)
    if m:
        kinds[m.group(2)].append(float(m.group(1)))

stats = []
for kind, vals in kinds.items():
    stats.append((kind, len(vals), round(mean(vals), 2), min(vals), max(vals)))
stats.sort(key=lambda t: (t[2], t[0]), reverse=True)
for s in stats:
    print(s)

print("kinds by count:", sorted(kinds, key=lambda k: (-len(kinds[k]), k)))
numbers = [int(n) for n in re.findall(r'(?:order|invoice|code|account|room|delivery) (\d+)', context)]
print(len(numbers), min(numbers), max(numbers), sum(numbers) // len(numbers))
evens = [n for n in numbers if n % 2 == 0]
print("even ids:", len(evens), evens[:6])
