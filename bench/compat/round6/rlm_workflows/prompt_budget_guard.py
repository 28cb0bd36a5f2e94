MAX_PROMPT = 300
log = []

def llm_query(prompt):
    if len(prompt) > MAX_PROMPT:
        raise ValueError(f"prompt too long: {len(prompt)} > {MAX_PROMPT}")
    log.append(len(prompt))
    return str(len(prompt.split()))

def safe_query(text, prefix="Count words:\n"):
    try:
        return [int(llm_query(prefix + text))]
    except ValueError as e:
        half = len(text) // 2
        cut = text.rfind(" ", 0, half)
        cut = half if cut <= 0 else cut
        print("split because", e)
        return safe_query(text[:cut], prefix) + safe_query(text[cut:], prefix)

context = " ".join(f"token{i:03d}" for i in range(110))
parts = safe_query(context)
print(parts, sum(parts), len(context.split()))
print("prompts sent:", len(log), "max len:", max(log))
FINAL_ANSWER = sum(parts)
print(FINAL_ANSWER)
