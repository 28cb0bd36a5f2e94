# Iteratively narrow down: ask about each window, keep a running "notes" buffer
lines = [l for l in context.splitlines() if l.strip()]
window = 50
notes = []
buffer = ""
for step, start in enumerate(range(0, len(lines), window), 1):
    piece = "\n".join(lines[start:start + window])
    prompt = f"Previous notes: {buffer or 'none'}\nNew data:\n{piece}\nUpdate the notes."
    reply = llm_query(prompt)
    notes.append({"step": step, "start": start, "reply": reply, "prompt_len": len(prompt)})
    buffer = reply[:60]

for n in notes:
    print(f"step {n['step']} @ line {n['start']:>3}: prompt={n['prompt_len']:>5} -> {n['reply']}")

final = llm_query("Combine these notes into a final answer:\n" + "\n".join(n["reply"] for n in notes))
print("FINAL:", final)
