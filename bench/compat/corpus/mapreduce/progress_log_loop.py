import math
lines = context.splitlines()
n_chunks = math.ceil(len(lines) / 33)
collected = []
for k in range(n_chunks):
    chunk = lines[k * 33:(k + 1) * 33]
    spam = [l.split()[0] for l in chunk if "label=spam" in l]
    collected.extend(spam)
    print(f"[{k + 1}/{n_chunks}] {len(chunk)} lines, {len(spam)} spam, running total {len(collected)}")
print(collected[:6], "...")
