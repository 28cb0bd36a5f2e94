answer = {"content": "", "ready": False}

def llm_query(prompt):
    if "count" in prompt:
        return str(prompt.count("ERROR"))
    return "ok"

context = "\n".join(("ERROR" if i % 7 == 0 else "INFO") + f" line {i}" for i in range(1, 100))
lines = context.splitlines()
print("lines:", len(lines), "first:", lines[0], "last:", lines[-1])
direct = sum(1 for l in lines if l.startswith("ERROR"))
parts = [lines[i:i + 25] for i in range(0, len(lines), 25)]
model_counts = [int(llm_query("count errors:\n" + "\n".join(p))) for p in parts]
print("direct:", direct, "model per part:", model_counts)
if sum(model_counts) == direct:
    answer["content"] = f"There are {direct} ERROR lines."
    answer["ready"] = True
print(answer)
