from collections import Counter

def llm_query_batched(prompts):
    results = []
    for p in prompts:
        body = p.split("---\n", 1)[1]
        words = [w.strip(".,").lower() for w in body.split()]
        keep = [w for w in words if len(w) > 6]
        results.append(", ".join(sorted(set(keep))[:5]))
    return results

context = ("Distributed systems require careful consideration of consistency. "
           "Replication improves availability while partitioning improves throughput. "
           "Monitoring dashboards visualise latency percentiles. "
           "Consistency models include linearizability and eventual consistency. ") * 3
sentences = [s.strip() + "." for s in context.split(".") if s.strip()]
groups = [" ".join(sentences[i:i + 3]) for i in range(0, len(sentences), 3)]
prompts = [f"List key terms.\n---\n{g}" for g in groups]
responses = llm_query_batched(prompts)
tally = Counter(t for r in responses for t in r.split(", ") if t)
for i, r in enumerate(responses):
    print(i, r)
FINAL_ANSWER = [t for t, _ in tally.most_common(5)]
print("FINAL_ANSWER =", FINAL_ANSWER)
