def chunk_text(text, size, overlap=0):
    if overlap >= size:
        raise ValueError("overlap must be smaller than size")
    step = size - overlap
    idx = 0
    for start in range(0, max(len(text) - overlap, 1), step):
        yield idx, start, text[start:start + size]
        idx += 1

context = "".join(chr(97 + i % 26) for i in range(100))
for idx, start, ch in chunk_text(context, 30, 10):
    print(idx, start, ch)
print(len(list(chunk_text("short", 30))))
try:
    list(chunk_text(context, 10, 10))
except ValueError as e:
    print("ValueError:", e)
gen = chunk_text(context, 50)
print(type(gen).__name__, next(gen)[1], next(gen)[1], next(gen, "done"))
