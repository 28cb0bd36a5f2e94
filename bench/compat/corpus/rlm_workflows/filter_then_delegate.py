keywords = ("refund", "overdue")
relevant = []
for no, line in enumerate(context.splitlines(), start=1):
    low = line.lower()
    if any(k in low for k in keywords):
        relevant.append(f"{no}: {line}")

print(f"{len(relevant)} relevant lines out of {context.count(chr(10)) + 1}")
print("sample:", relevant[0])

sub_ctx = "\n".join(relevant)
print("sub context chars:", len(sub_ctx))
if len(sub_ctx) > 5000:
    half = len(relevant) // 2
    parts = ["\n".join(relevant[:half]), "\n".join(relevant[half:])]
    outs = rlm_query_batched([(p, "Which customers need follow-up?") for p in parts])
else:
    outs = [rlm_query(sub_ctx, "Which customers need follow-up?")]

for o in outs:
    print("->", o)
answer = " | ".join(outs)
print("FINAL_ANSWER:", answer[:120])
