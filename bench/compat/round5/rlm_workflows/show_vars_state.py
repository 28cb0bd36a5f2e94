context = "alpha beta gamma\n" * 50
chunks = [context[i:i + 200] for i in range(0, len(context), 200)]
summaries = {}
answer = {"content": "", "ready": False}
def SHOW_VARS():
    rows = []
    g = globals()
    for name in sorted(["context", "chunks", "summaries", "answer", "SHOW_VARS"]):
        val = g[name]
        if callable(val):
            continue
        size = len(val) if hasattr(val, "__len__") else "-"
        rows.append(f"{name:<10}{type(val).__name__:<6}{size}")
    return "\n".join(rows)
for i, ch in enumerate(chunks):
    summaries[i] = f"chunk {i}: {len(ch.split())} words"
print(SHOW_VARS())
answer["content"] = "; ".join(summaries[i] for i in sorted(summaries)[:3])
answer["ready"] = True
print(answer["content"])
