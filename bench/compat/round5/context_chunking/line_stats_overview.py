lines = []
for i in range(60):
    kind = ["INFO", "WARN", "ERROR"][i % 3 if i % 7 else 2]
    lines.append(f"2024-03-{(i % 28) + 1:02d} {kind} worker-{i % 4} processed batch {i * 13 % 97}")
context = "\n".join(lines)

print(f"Context length: {len(context)} chars")
print(f"Lines: {len(context.splitlines())}")
print("First 120 chars:", repr(context[:120]))
rows = context.split("\n")
by_level = {}
for row in rows:
    level = row.split()[1]
    by_level[level] = by_level.get(level, 0) + 1
for level in sorted(by_level):
    print(f"  {level:<6}{by_level[level]:>4}")
longest = max(rows, key=len)
print("Longest line:", longest, len(longest))
