import re
lines = context.splitlines()
per_chunk = []
for i in range(0, len(lines), 40):
    chunk = lines[i:i + 40]
    per_chunk.append(sum(1 for l in chunk if "label=spam" in l))
print(per_chunk, sum(per_chunk))
