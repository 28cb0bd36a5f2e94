calls = []

def llm_query(prompt):
    calls.append(len(prompt))
    words = prompt.split()
    return f"[{len(words)}w:{words[-1] if words else ''}]"

def rlm_answer(question, text, depth=0, max_chars=600):
    if len(text) <= max_chars or depth >= 3:
        return llm_query(f"Q: {question}\nContext: {text}")
    mid = len(text) // 2
    left = rlm_answer(question, text[:mid], depth + 1, max_chars)
    right = rlm_answer(question, text[mid:], depth + 1, max_chars)
    return llm_query(f"Q: {question}\nCombine: {left} {right}")

context = " ".join(f"fact{i}" for i in range(500))
FINAL_ANSWER = rlm_answer("Which facts mention seven?", context)
print(FINAL_ANSWER)
print("calls:", len(calls), "largest prompt:", max(calls), "smallest:", min(calls))
