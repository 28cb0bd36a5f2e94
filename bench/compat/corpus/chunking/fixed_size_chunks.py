size = 2000
chunks = [context[i:i + size] for i in range(0, len(context), size)]
print(len(chunks), [len(c) for c in chunks][:3], len(chunks[-1]))
