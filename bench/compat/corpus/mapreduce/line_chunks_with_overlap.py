lines = context.splitlines()
size, overlap = 60, 10
windows = []
start = 0
while start < len(lines):
    end = min(start + size, len(lines))
    windows.append((start, end))
    if end == len(lines):
        break
    start = end - overlap
print(windows)
results = {}
for (s, e) in windows:
    sub = "\n".join(lines[s:e])
    results[(s, e)] = llm_query(f"Summarize lines {s}-{e}: {sub}")
for k, v in results.items():
    print(k, "->", v[:40], "...", v[-12:])
