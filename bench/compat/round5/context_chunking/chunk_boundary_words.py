context = " ".join(f"w{i:03d}" for i in range(300))

def chunk_on_words(text, max_chars):
    out = []
    start = 0
    n = len(text)
    while start < n:
        end = min(start + max_chars, n)
        if end < n:
            space = text.rfind(" ", start, end)
            if space > start:
                end = space
        out.append(text[start:end].strip())
        start = end
    return out

chunks = chunk_on_words(context, 97)
print(len(chunks), "chunks")
for c in chunks[:3]:
    print(len(c), c[:20], "...", c[-9:])
joined = " ".join(chunks)
print("roundtrip ok:", joined == context)
print("all words intact:", all(len(w) == 4 for c in chunks for w in c.split()))
print("sizes:", sorted(set(len(c) for c in chunks)))
