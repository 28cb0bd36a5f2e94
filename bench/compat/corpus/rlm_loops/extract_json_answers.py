import json

# Pretend the sub-model returns JSON; we build the prompt and parse defensively
chunks = context.split("NOTE ")
print("segments:", len(chunks))
parsed, failures = [], []
for i, chunk in enumerate(chunks):
    reply = llm_query(f"Return JSON with keys users,total for:\n{chunk[:500]}")
    try:
        data = json.loads(reply)
    except json.JSONDecodeError as e:
        failures.append((i, e.msg, e.pos))
        # Fall back to computing locally
        users = sorted({tok[5:] for tok in chunk.split() if tok.startswith("user=")})
        total = round(sum(float(t[7:]) for t in chunk.split() if t.startswith("amount=")), 2)
        data = {"users": users, "total": total, "fallback": True}
    parsed.append(data)

print("json failures:", len(failures), failures[:2])
print(json.dumps(parsed[:2], indent=1))
print("grand total:", round(sum(d["total"] for d in parsed), 2))
