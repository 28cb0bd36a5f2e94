lines = context.splitlines()
answers = []
for i in range(0, len(lines), 100):
    chunk = "\n".join(lines[i:i + 100])
    answers.append(llm_query(f"Summarize:\n{chunk}"))
print(len(answers))
print(answers[0][:40])
