def fake_batched(prompts):
    out = []
    for i, p in enumerate(prompts):
        if i % 4 == 2:
            out.append("ERROR: context too long")
        elif i % 4 == 3:
            out.append("")
        else:
            out.append(llm_query(p))
    return out

lines = context.splitlines()
chunks = [lines[i:i + 25] for i in range(0, len(lines), 25)]
prompts = [f"Extract invoice ids from:\n" + "\n".join(c) for c in chunks]
answers = fake_batched(prompts)

good, failed = {}, []
for idx, ans in enumerate(answers):
    if not ans:
        failed.append((idx, "empty"))
    elif ans.startswith("ERROR"):
        failed.append((idx, ans.removeprefix("ERROR: ")))
    else:
        good[idx] = ans
print(f"ok={len(good)} failed={len(failed)}")
print(failed)

retry_prompts = [f"(retry, smaller) " + "\n".join(chunks[i][:10]) for i, _ in failed]
for (idx, _), ans in zip(failed, llm_query_batched(retry_prompts)):
    good[idx] = ans
print(sorted(good))
print(good[2])
