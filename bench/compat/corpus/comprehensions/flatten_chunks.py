chunks = [context[i:i + 1000] for i in range(0, len(context), 1000)]
print(len(chunks), sum(len(c) for c in chunks) == len(context))
