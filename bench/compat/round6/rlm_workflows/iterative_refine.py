def llm_query(prompt):
    draft = prompt.split("DRAFT:", 1)[1].strip()
    if "feedback" in prompt:
        return draft.replace("very ", "").replace("  ", " ")
    words = draft.split()
    return " ".join(words[: max(5, len(words) // 2)])

context = ("The quarterly report shows very strong growth in very many regions while costs "
           "remained very stable and the team hired very skilled engineers across all offices.")
draft = context
history = []
for round_no in range(1, 5):
    mode = "summarize" if round_no == 1 else "apply feedback"
    new = llm_query(f"{mode}\nDRAFT: {draft}")
    history.append((round_no, len(draft.split()), len(new.split())))
    if new == draft:
        print(f"round {round_no}: converged")
        break
    draft = new
    print(f"round {round_no}: {draft}")
FINAL_ANSWER = draft
print(history)
print("FINAL_ANSWER:", FINAL_ANSWER)
