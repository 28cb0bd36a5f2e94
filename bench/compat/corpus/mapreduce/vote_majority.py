from collections import Counter
qs = [f"Is record {i} spam? Answer yes/no." for i in range(1, 9)]
raw = llm_query_batched(qs)
votes = Counter("yes" if int(a.rsplit("(", 1)[1].split()[0]) % 2 else "no" for a in raw)
print(votes)
winner, n = votes.most_common(1)[0]
print(f"majority: {winner} ({n}/{len(raw)})")
