from collections import Counter
months = Counter()
for line in context.splitlines():
    i = line.find("ts=")
    if i < 0:
        continue
    months[int(line[i + 8:i + 10])] += 1
for m in range(1, 13):
    bar = "#" * months[m]
    print(f"{m:02d} {months[m]:3d} {bar}")
print("busiest:", months.most_common(1))
