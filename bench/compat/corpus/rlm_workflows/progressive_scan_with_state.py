lines = context.splitlines()
state = {"seen": 0, "alerts": [], "notes": 0, "buffer": []}

for i, line in enumerate(lines, 1):
    state["seen"] += 1
    if line.startswith("NOTE"):
        state["notes"] += 1
        # flush the buffer through a sub-LLM at each checkpoint
        block = "\n".join(state["buffer"])
        ans = llm_query(f"Any fraud signals in these {len(state['buffer'])} lines?\n{block}")
        print(f"checkpoint at line {i}: buffered={len(state['buffer'])} -> {ans}")
        state["buffer"].clear()
        continue
    if "label=alert" in line:
        state["alerts"].append(line.split()[0])
    state["buffer"].append(line)

print("lines seen:", state["seen"])
print("notes:", state["notes"], "leftover buffer:", len(state["buffer"]))
print("alert ids (first 8):", state["alerts"][:8])
print("total alerts:", len(state["alerts"]))
