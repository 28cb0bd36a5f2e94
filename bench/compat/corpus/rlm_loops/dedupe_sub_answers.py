import hashlib

lines = context.splitlines()
kinds = ["order", "invoice", "refund", "delivery", "password", "meeting", "prize"]
prompts = []
for k in kinds:
    subset = [l for l in lines if k in l]
    prompts.append(f"Summarize {k}: {len(subset)} rows")
prompts.append(prompts[0])  # accidental duplicate
answers = llm_query_batched(prompts)

cache = {}
for p, a in zip(prompts, answers):
    h = hashlib.sha1(p.encode()).hexdigest()[:10]
    if h in cache:
        print("duplicate prompt skipped:", h)
        continue
    cache[h] = a
for h, a in cache.items():
    print(h, "->", a)
print(f"{len(cache)} unique of {len(prompts)}")
