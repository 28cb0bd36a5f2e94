ans = llm_query("What is the capital of France?")
print(type(ans).__name__, ans)
