cache = {}
calls = 0

def cached_query(prompt):
    global calls
    if prompt not in cache:
        calls += 1
        cache[prompt] = llm_query(prompt)
    return cache[prompt]

labels = [line.split()[2].split("=")[1] for line in context.splitlines() if line.startswith("id=")]
print("labels seen:", len(labels))

for lab in labels[:40]:
    cached_query(f"Explain what the label '{lab}' means for a support team.")

print("unique prompts:", len(cache), "llm calls:", calls)
for k, v in sorted(cache.items()):
    print(v)
hits = 40 - calls
print(f"cache hit rate: {hits / 40:.0%}")
