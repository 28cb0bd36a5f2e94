import re

lines = context.splitlines()
chunks = ["\n".join(lines[i:i + 50]) for i in range(0, len(lines), 50)]

def ask(chunk, attempt):
    prompt = f"(attempt {attempt}) Return the largest amount in this chunk as a number.\n{chunk}"
    return llm_query(prompt)

results = []
for idx, ch in enumerate(chunks):
    for attempt in range(1, 4):
        ans = ask(ch, attempt)
        m = re.search(r"\((\d+) chars\)", ans)
        n = int(m.group(1)) if m else -1
        ok = n % 2 == 0  # pretend-validation of the answer
        print(f"chunk {idx} attempt {attempt}: n={n} ok={ok}")
        if ok:
            results.append((idx, n))
            break
    else:
        results.append((idx, None))

print(results)
local_max = max(float(x) for x in re.findall(r"amount=([\d.]+)", context))
print("local max amount:", local_max)
