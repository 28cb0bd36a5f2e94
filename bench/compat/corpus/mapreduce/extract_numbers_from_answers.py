import re
answers = llm_query_batched([f"count for region {r}" for r in ["eu", "apac", "us-east", "us-west"]])
nums = [int(re.search(r"\((\d+) chars\)", a).group(1)) for a in answers]
print(nums, sum(nums))
best = max(zip(nums, ["eu", "apac", "us-east", "us-west"]))
print("best:", best)
