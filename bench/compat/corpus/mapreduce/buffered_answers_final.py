buffers = []
for i, section in enumerate(context.split("NOTE")[:4]):
    if not section.strip():
        continue
    ans = llm_query(f"Section {i}: what errors occurred?\n{section[:2000]}")
    buffers.append(f"[section {i}] {ans}")
final_answer = "\n".join(buffers)
print(final_answer)
print("chars:", len(final_answer))
