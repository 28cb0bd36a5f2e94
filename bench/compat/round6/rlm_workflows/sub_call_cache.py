calls = {"n": 0}

def llm_query(prompt):
    calls["n"] += 1
    topic = prompt.rsplit(":", 1)[1].strip()
    return topic.upper()[::-1]

cache = {}

def cached_query(prompt):
    if prompt not in cache:
        cache[prompt] = llm_query(prompt)
    return cache[prompt]

context = "billing, auth, billing, search, auth, billing, export, search"
topics = [t.strip() for t in context.split(",")]
results = [cached_query(f"Describe topic: {t}") for t in topics]
print(results)
print("sub-calls:", calls["n"], "of", len(topics), "| cache size:", len(cache))
FINAL_ANSWER = dict(zip(topics, results))
print(FINAL_ANSWER)
