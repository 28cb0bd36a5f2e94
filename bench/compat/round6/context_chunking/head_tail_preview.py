context = "\n".join(f"{i:03d} " + "lorem ipsum dolor sit amet " * (1 + i % 3) for i in range(120))

def preview(text, n=200):
    if len(text) <= 2 * n:
        return text
    omitted = len(text) - 2 * n
    return f"{text[:n]}\n... [{omitted} chars omitted] ...\n{text[-n:]}"

p = preview(context, 120)
print(p)
print("---")
print(len(context), len(p), context.count("\n") + 1)
print(repr(preview("short text")))
stats = {"lines": len(context.splitlines()), "words": len(context.split()),
         "longest": max(map(len, context.splitlines()))}
print(stats)
