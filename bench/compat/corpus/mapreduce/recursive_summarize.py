def summarize(text, depth=0, max_len=6000):
    pad = "  " * depth
    if len(text) <= max_len:
        out = llm_query(f"Summarize: {text}")
        print(f"{pad}leaf len={len(text)}")
        return out
    mid = text.rfind("\n", 0, len(text) // 2) + 1
    left = summarize(text[:mid], depth + 1, max_len)
    right = summarize(text[mid:], depth + 1, max_len)
    print(f"{pad}merge len={len(text)}")
    return llm_query(f"Combine:\n{left}\n{right}")

result = summarize(context)
print(result)
