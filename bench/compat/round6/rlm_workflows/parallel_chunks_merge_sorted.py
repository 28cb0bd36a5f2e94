import heapq

def llm_query_batched(prompts):
    outs = []
    for p in prompts:
        nums = [int(t) for t in p.split() if t.lstrip("-").isdigit()]
        outs.append(" ".join(str(n) for n in sorted(nums)))
    return outs

context = " ".join(str((i * 37) % 101 - 20) for i in range(60))
tokens = context.split()
chunks = [" ".join(tokens[i:i + 15]) for i in range(0, len(tokens), 15)]
replies = llm_query_batched([f"Sort these numbers: {c}" for c in chunks])
runs = [[int(x) for x in r.split()] for r in replies]
merged = list(heapq.merge(*runs))
print(len(chunks), "chunks;", [len(r) for r in runs])
print(merged[:10], merged[-5:])
print(merged == sorted(int(t) for t in tokens))
FINAL_ANSWER = {"min": merged[0], "max": merged[-1], "median": merged[len(merged) // 2]}
print(FINAL_ANSWER)
