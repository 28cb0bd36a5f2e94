import re

def llm_query(prompt):
    body = prompt.split("TEXT:\n", 1)[-1]
    names = sorted(set(re.findall(r"\b[A-Z][a-z]+\b", body)))
    nums = re.findall(r"\d+", body)
    return f"{len(body.split())} words; names={','.join(names[:4])}; numbers={len(nums)}"

context = "\n".join(
    f"Meeting {i}: Alice reported {i * 3} bugs, Bob closed {i * 2}, and Carol reviewed {i + 5} PRs."
    for i in range(1, 25)
)
chunk_size = 400
chunks = [context[i:i + chunk_size] for i in range(0, len(context), chunk_size)]
summaries = []
for idx, chunk in enumerate(chunks):
    answer = llm_query(f"Summarize chunk {idx + 1}/{len(chunks)}.\nTEXT:\n{chunk}")
    summaries.append(answer)
    print(f"chunk {idx}: {answer}")
final_prompt = "Combine these summaries:\n" + "\n".join(f"- {s}" for s in summaries)
FINAL_ANSWER = f"{len(chunks)} chunks processed; " + llm_query("TEXT:\n" + final_prompt)
print(FINAL_ANSWER)
