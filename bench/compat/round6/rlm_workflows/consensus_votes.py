from collections import Counter

def llm_query_batched(prompts):
    out = []
    for i, p in enumerate(prompts):
        q = p.split("Q:", 1)[1].strip()
        base = "Paris" if "France" in q else "unknown"
        out.append(base if i % 3 != 2 else base.lower())
    return out

questions = ["What is the capital of France?", "What is the capital of Atlantis?"]
for q in questions:
    samples = llm_query_batched([f"Sample {k}. Q: {q}" for k in range(5)])
    norm = Counter(s.strip().lower() for s in samples)
    top, votes = norm.most_common(1)[0]
    confident = votes / len(samples) >= 0.6
    print(f"{q} -> {samples} -> {top} ({votes}/{len(samples)}, confident={confident})")
FINAL_ANSWER = "paris"
print("FINAL_ANSWER:", FINAL_ANSWER)
