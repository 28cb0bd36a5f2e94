import math

context = ("word " * 1234 + "longerword " * 321 + "x" * 50).strip()

def est_tokens(s):
    return math.ceil(len(s) / 4)

total = est_tokens(context)
max_tokens = 500
n_chunks = math.ceil(total / max_tokens)
print(f"chars={len(context)} tokens~{total} chunks={n_chunks}")
words = context.split(" ")
per = math.ceil(len(words) / n_chunks)
chunks = [" ".join(words[i:i + per]) for i in range(0, len(words), per)]
for i, c in enumerate(chunks):
    print(f"chunk {i}: words={len(c.split())} tokens~{est_tokens(c)} under={est_tokens(c) <= max_tokens}")
print(sum(len(c.split()) for c in chunks) == len(words))
