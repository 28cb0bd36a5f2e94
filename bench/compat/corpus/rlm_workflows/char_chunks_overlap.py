def chunk_text(text, size=2000, overlap=200):
    out = []
    start = 0
    while start < len(text):
        end = min(start + size, len(text))
        out.append((start, end, text[start:end]))
        if end == len(text):
            break
        start = end - overlap
    return out

chunks = chunk_text(context, size=3000, overlap=250)
print("num chunks:", len(chunks))
for s, e, c in chunks:
    print(f"  [{s:>5}:{e:>5}] len={len(c)} starts={c[:12]!r}")

# sanity: overlap regions really match
for (s1, e1, c1), (s2, e2, c2) in zip(chunks, chunks[1:]):
    assert e1 - s2 == 250 and c1[-250:] == c2[:250], (s1, s2)
print("overlap ok")

answers = [rlm_query(c, "Which users have refund requests?") for _, _, c in chunks]
for a in answers:
    print(a)
