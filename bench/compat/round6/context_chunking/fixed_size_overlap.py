context = " ".join(f"sentence{i} talks about topic{i % 4}." for i in range(60))

def chunks(text, size, overlap):
    if overlap >= size:
        raise ValueError("overlap must be smaller than size")
    step = size - overlap
    return [text[i:i + size] for i in range(0, max(len(text) - overlap, 1), step)]

parts = chunks(context, 400, 50)
print("context length:", len(context))
print("chunks:", len(parts), [len(p) for p in parts])
for i, p in enumerate(parts[:3]):
    print(i, repr(p[:30]), "...", repr(p[-20:]))
print("overlap ok:", all(parts[i][-50:] == parts[i + 1][:50] for i in range(len(parts) - 1)))
print("covers all:", "".join(p if i == 0 else p[50:] for i, p in enumerate(parts)) == context)
try:
    chunks(context, 10, 10)
except ValueError as e:
    print("error:", e)
