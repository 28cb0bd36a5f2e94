from collections import Counter

prompt_base = "Which label is most frequent? Answer with one word.\n"
lines = [l for l in context.splitlines() if l.startswith("id=")]
shards = [lines[i::4] for i in range(4)]
print("shard sizes:", [len(s) for s in shards])

replies = llm_query_batched([prompt_base + "\n".join(s) for s in shards])
votes = Counter()
for shard, reply in zip(shards, replies):
    # sub-model replies are noisy; fall back to local counting per shard
    local = Counter(l.split()[2].split("=")[1] for l in shard)
    top, n = local.most_common(1)[0]
    votes[top] += 1
    print(f"reply={reply!r:.45} local_top={top}({n})")

winner, count = votes.most_common(1)[0]
print(f"vote: {dict(votes)} -> {winner} ({count}/{len(shards)})")
print(f"FINAL_ANSWER: {winner}")
