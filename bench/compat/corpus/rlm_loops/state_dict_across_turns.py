# Turn 1: set up persistent state
state = {"processed": 0, "flags": [], "per_user": {}}

# Turn 2: process records in batches of 30, updating state
rows = [l for l in context.splitlines() if l.startswith("id=")]
for b in range(0, len(rows), 30):
    batch = rows[b:b + 30]
    for row in batch:
        user = row.split()[1].split("=")[1]
        amt = float(row.split("amount=")[1].split()[0])
        st = state["per_user"].setdefault(user, {"n": 0, "total": 0.0})
        st["n"] += 1
        st["total"] += amt
        if amt > 190:
            state["flags"].append(row.split()[0])
    state["processed"] += len(batch)
    print(f"batch {b // 30}: processed={state['processed']} flags={len(state['flags'])}")

# Turn 3: ask a sub-model about each user and print the final answer
users = sorted(state["per_user"])
asks = llm_query_batched([f"Profile {u}: {state['per_user'][u]}" for u in users])
for u, a in zip(users, asks):
    s = state["per_user"][u]
    print(f"{u:6} n={s['n']:2} total={s['total']:8.2f} | {a}")
print("flags:", state["flags"])
