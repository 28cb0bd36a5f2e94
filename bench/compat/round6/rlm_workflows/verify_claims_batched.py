import re

def llm_query_batched(prompts):
    out = []
    for p in prompts:
        claim = re.search(r"CLAIM: (.*)\nEVIDENCE:", p, re.S).group(1)
        evidence = p.split("EVIDENCE:", 1)[1]
        nums = re.findall(r"\d+", claim)
        supported = all(n in evidence for n in nums) and nums
        out.append("SUPPORTED" if supported else "UNSUPPORTED")
    return out

context = """Q1 revenue was 120 million. Headcount reached 450 in March.
The Berlin office opened in 2019. Churn fell to 3 percent."""
claims = [
    "Revenue in Q1 was 120 million.",
    "Headcount reached 500.",
    "Berlin opened in 2019 with 40 staff.",
    "Churn fell to 3 percent.",
    "Customers love the product.",
]
prompts = [f"Check the claim against the evidence.\nCLAIM: {c}\nEVIDENCE: {context}" for c in claims]
verdicts = llm_query_batched(prompts)
for c, v in zip(claims, verdicts):
    print(f"{v:<12} {c}")
score = verdicts.count("SUPPORTED") / len(verdicts)
FINAL_ANSWER = {"supported": verdicts.count("SUPPORTED"), "total": len(claims), "score": f"{score:.0%}"}
print(FINAL_ANSWER)
