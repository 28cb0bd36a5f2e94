def llm_query_batched(prompts):
    out = []
    for p in prompts:
        text = p.rsplit("Review:", 1)[1].lower()
        pos = sum(text.count(w) for w in ("great", "love", "excellent", "good"))
        neg = sum(text.count(w) for w in ("bad", "broken", "terrible", "refund", "slow"))
        out.append("positive" if pos > neg else "negative" if neg > pos else "neutral")
    return out

context = """R1|Great product, I love it.
R2|Arrived broken, want a refund.
R3|It is a phone.
R4|Good battery but slow and the screen is bad.
R5|Excellent value, great support!
R6|Terrible. Slow. Broken charger."""

reviews = [line.split("|", 1) for line in context.splitlines()]
prompts = [f"Classify the sentiment as positive/negative/neutral.\nReview: {text}" for _, text in reviews]
labels = []
for start in range(0, len(prompts), 4):
    labels.extend(llm_query_batched(prompts[start:start + 4]))
counts = {}
for (rid, _), label in zip(reviews, labels):
    counts[label] = counts.get(label, 0) + 1
    print(rid, label)
FINAL_ANSWER = ", ".join(f"{k}: {v}" for k, v in sorted(counts.items()))
print("FINAL:", FINAL_ANSWER)
