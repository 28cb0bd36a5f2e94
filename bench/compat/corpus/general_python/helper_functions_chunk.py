def chunk_text(text, max_chars=2000, sep="\n"):
    """Split text into chunks of whole lines, each at most max_chars."""
    chunks, cur, size = [], [], 0
    for line in text.split(sep):
        if cur and size + len(line) + 1 > max_chars:
            chunks.append(sep.join(cur))
            cur, size = [], 0
        cur.append(line)
        size += len(line) + 1
    if cur:
        chunks.append(sep.join(cur))
    return chunks

def summarize(chunks, question):
    pairs = [(c, question) for c in chunks]
    return rlm_query_batched(pairs)

chunks = chunk_text(context, 3000)
print(len(chunks), [len(c) for c in chunks])
print(sum(len(c) for c in chunks) + len(chunks) - 1 == len(context.rstrip("\n")) + (context.endswith("\n")))
for ans in summarize(chunks, "Which users have alerts?"):
    print(ans)
small = chunk_text("a\nbb\nccc\ndddd", max_chars=5)
print(small)
final = llm_query("Combine: " + " ; ".join(summarize(chunks[:2], "count spam")))
print(final)
