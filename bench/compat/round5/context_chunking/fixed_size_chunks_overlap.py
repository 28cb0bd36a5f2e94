words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
context = " ".join(words[i % len(words)] + str(i) for i in range(200))

def chunk(text, size, overlap):
    step = size - overlap
    out = []
    for start in range(0, len(text), step):
        out.append(text[start:start + size])
        if start + size >= len(text):
            break
    return out

chunks = chunk(context, 300, 50)
print("total chars:", len(context))
print("chunks:", len(chunks))
for i, c in enumerate(chunks):
    print(f"{i:2d} len={len(c):3d} start={c[:12]!r} end={c[-12:]!r}")
assert chunks[1][:50] == chunks[0][-50:]
print("overlap verified")
