import re

def llm_query(prompt):
    m = re.search(r"secret code is (\w+)", prompt)
    return f"FOUND {m.group(1)}" if m else "NONE"

filler = "The weather report mentions clouds and light wind. "
context = filler * 120 + "Note: the secret code is ZEBRA42 for the vault. " + filler * 80
print("context chars:", len(context))
quick = [m.start() for m in re.finditer(r"secret code", context)]
print("regex positions:", quick)
window = 1000
answers = []
for start in range(0, len(context), window):
    piece = context[start:start + window + 100]
    r = llm_query(f"Does this text contain the secret code? Text: {piece}")
    if r != "NONE":
        answers.append((start, r))
print(answers)
codes = {a.split()[1] for _, a in answers}
answer = {"content": "", "ready": False}
if len(codes) == 1:
    answer["content"] = codes.pop()
    answer["ready"] = True
print(answer)
