import re

context = ("lorem ipsum " * 30 + "ORDER-1234 " + "dolor sit " * 40 + "ORDER-5678 ORDER-1234 " + "amet " * 50)
size, overlap = 200, 40
hits = []
starts = range(0, len(context), size - overlap)
for s in starts:
    chunk = context[s:s + size]
    for m in re.finditer(r"ORDER-\d{4}", chunk):
        hits.append((s + m.start(), m.group()))
print("raw hits:", len(hits))
unique_positions = sorted(set(hits))
print("unique by position:", unique_positions)
ids = sorted({h for _, h in hits})
print("distinct ids:", ids)
print("check:", [(m.start(), m.group()) for m in re.finditer(r"ORDER-\d{4}", context)] == unique_positions)
print("chunks:", len(starts), "last chunk len:", len(context[starts[-1]:starts[-1] + size]))
