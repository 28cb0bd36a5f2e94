lines = [l for l in context.splitlines() if l.startswith("id=")]
stage1 = llm_query_batched([f"Does this need review? {l.split(' msg=')[0]}" for l in lines[:12]])
flagged = [l for l, a in zip(lines[:12], stage1) if int(a.rsplit("(", 1)[1].split()[0]) > 94]
print(f"stage1: {len(flagged)}/{len(stage1)} flagged")

by_user = {}
for l in flagged:
    by_user.setdefault(l.split()[1][5:], []).append(l)
stage2 = {}
for user, ls in by_user.items():
    try:
        res = rlm_query("\n".join(ls), f"Deep review for {user}")
        if "over 0 chars" in res:
            raise ValueError("empty sub-context")
        stage2[user] = res
    except ValueError as e:
        stage2[user] = f"skipped ({e})"
print(stage2)
stage2["nobody"] = rlm_query("", "Deep review for nobody")
print(stage2["nobody"], len(stage2))
answer = "; ".join(f"{u}: {len(by_user.get(u, []))} flagged" for u in stage2)
print("FINAL:", answer)
