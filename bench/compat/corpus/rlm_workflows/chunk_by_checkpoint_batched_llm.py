blocks = []
current = []
for line in context.splitlines():
    if line.startswith("NOTE checkpoint"):
        blocks.append({"note": line, "rows": current})
        current = []
    else:
        current.append(line)
if current:
    blocks.append({"note": None, "rows": current})

print("blocks:", len(blocks), [len(b["rows"]) for b in blocks])

prompts = [
    f"{b['note']}\nDo the {len(b['rows'])} rows support the error count in the note?\n" + "\n".join(b["rows"])
    for b in blocks
]
answers = llm_query_batched(prompts)
for b, a in zip(blocks, answers):
    b["answer"] = a

for b in blocks:
    note = b["note"] or "<none>"
    print(f"{note[:28]:<28} rows={len(b['rows']):>2} -> {b['answer'][-12:]}")
