topics = ["billing", "shipping", "refund", "login", "shipping", "billing", "refund", "refund"]
lines = [f"Ticket {i}: customer asks about {topics[i % len(topics)]} issue #{i * 3}" for i in range(80)]
context = "\n".join(lines)

chunk_lines = 16
chunks = ["\n".join(lines[i:i + chunk_lines]) for i in range(0, len(lines), chunk_lines)]
keywords = ["refund", "billing", "login"]
scores = []
for ci, ch in enumerate(chunks):
    low = ch.lower()
    s = {k: low.count(k) for k in keywords}
    scores.append((ci, s))
    print(f"chunk {ci}: " + ", ".join(f"{k}={v}" for k, v in s.items()))
best = max(scores, key=lambda t: (t[1]["refund"], -t[0]))
print("chunk with most refunds:", best[0])
totals = {k: sum(s[k] for _, s in scores) for k in keywords}
print("totals:", totals)
