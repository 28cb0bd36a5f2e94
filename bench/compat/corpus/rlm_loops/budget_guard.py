MAX_CALLS = 5
calls = 0

def ask(prompt):
    global calls
    if calls >= MAX_CALLS:
        raise RuntimeError(f"call budget of {MAX_CALLS} exhausted")
    calls += 1
    return llm_query(prompt)

lines = context.splitlines()
results = []
try:
    for i in range(0, len(lines), 30):
        results.append(ask("\n".join(lines[i:i + 30])))
        print(f"call {calls}: {results[-1]}")
except RuntimeError as e:
    print("stopped:", e)

remaining = len(lines) - 30 * len(results)
print(f"answered {len(results)} chunks, {remaining} lines left unprocessed")
if remaining:
    tail = "\n".join(lines[30 * len(results):])
    print("summarizing tail via rlm:", rlm_query(tail, "summarize"))
