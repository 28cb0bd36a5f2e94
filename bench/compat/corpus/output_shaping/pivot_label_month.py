from collections import defaultdict

pivot = defaultdict(lambda: defaultdict(int))
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    label = line.split("label=")[1].split()[0]
    month = int(line.split("ts=")[1][5:7])
    quarter = f"Q{(month - 1) // 3 + 1}"
    pivot[label][quarter] += 1

quarters = ["Q1", "Q2", "Q3", "Q4"]
labels = sorted(pivot, key=lambda l: -sum(pivot[l].values()))
header = "| label | " + " | ".join(quarters) + " | total | share |"
print(header)
print("|" + "---|" * (len(quarters) + 3))
grand = sum(sum(v.values()) for v in pivot.values())
for lab in labels:
    row = [pivot[lab][q] for q in quarters]
    print(f"| {lab} | " + " | ".join(map(str, row)) + f" | {sum(row)} | {sum(row) / grand:.1%} |")
col_totals = [sum(pivot[l][q] for l in labels) for q in quarters]
print("| **total** | " + " | ".join(f"**{t}**" for t in col_totals) + f" | **{grand}** | 100.0% |")
print()
print("Quarter with most spam:", max(quarters, key=lambda q: pivot["spam"][q]))
