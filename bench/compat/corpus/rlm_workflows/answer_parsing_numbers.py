import re

lines = context.splitlines()
chunks = ["\n".join(lines[i:i + 25]) for i in range(0, len(lines), 25)]
raw = llm_query_batched([f"How many spam rows?\n{c}" for c in chunks])

parsed = []
for i, r in enumerate(raw):
    nums = re.findall(r"\d+", r)
    # last number in the answer is the char count in our stub; take it as the "value"
    val = int(nums[-1]) if nums else 0
    parsed.append(val)
    print(f"chunk {i}: raw={r!r}")

print("parsed values:", parsed)
print("sum:", sum(parsed), "mean:", round(sum(parsed) / len(parsed), 2))
print("max chunk:", parsed.index(max(parsed)))

true_spam = [c.count("label=spam") for c in chunks]
print("true spam per chunk:", true_spam, "total", sum(true_spam))
