import re

context = "".join(f"Record {i}: status={'FAILED' if i in (17, 42, 43, 88) else 'ok'}; owner=team{i % 3}\n" for i in range(100))
size = 700
chunks = [context[i:i + size] for i in range(0, len(context), size)]
print(len(context), "chars in", len(chunks), "chunks")
hits = []
for ci, chunk in enumerate(chunks):
    for m in re.finditer(r"Record (\d+): status=FAILED", chunk):
        hits.append((ci, int(m.group(1)), ci * size + m.start()))
for ci, rec, off in hits:
    line_no = context.count("\n", 0, off) + 1
    print(f"chunk {ci} record {rec} offset {off} line {line_no}")
boundary = [ci for ci, ch in enumerate(chunks) if not ch.endswith("\n")]
print("chunks cut mid-line:", len(boundary))
whole = re.findall(r"Record (\d+): status=FAILED", context)
print("missed by chunking:", sorted(set(whole) - {str(r) for _, r, _ in hits}))
