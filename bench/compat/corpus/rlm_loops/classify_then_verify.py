lines = [l for l in context.splitlines() if l.startswith("id=")]
records = []
for l in lines:
    rec = dict(tok.split("=", 1) for tok in l.split(' msg=')[0].split())
    rec["msg"] = l.split('msg=', 1)[1].strip('"')
    records.append(rec)

suspicious = [r for r in records if "prize" in r["msg"] and r["label"] != "spam"]
print(f"{len(suspicious)} prize messages not labelled spam")
print("by current label:", {lab: sum(1 for r in suspicious if r["label"] == lab) for lab in ("ham", "promo", "alert")})

batch = suspicious[:6]
verdicts = llm_query_batched([f"Is this spam? yes/no: {r['msg']}" for r in batch])
table = []
for r, v in zip(batch, verdicts):
    table.append((int(r["id"]), r["label"], v))
table.sort()
for rid, lab, v in table:
    print(f"#{rid:<4} {lab:<6} {v}")
