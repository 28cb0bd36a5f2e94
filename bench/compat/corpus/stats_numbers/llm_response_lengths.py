import re
import statistics

records = [l for l in context.splitlines() if l.startswith("id=")]
batches = [records[i:i + 16] for i in range(0, len(records), 16)]
prompts = []
for n, batch in enumerate(batches):
    body = "\n".join(batch)
    prompts.append(f"Batch {n}: count spam records and return a number.\n{body}")
responses = llm_query_batched(prompts)
print(len(batches), "batches;", responses[0])

lengths = []
for resp in responses:
    m = re.search(r"\((\d+) chars\)$", resp)
    lengths.append(int(m.group(1)) if m else 0)
print("prompt lengths:", lengths)
print("mean:", round(statistics.mean(lengths), 2), "median:", statistics.median(lengths),
      "stdev:", round(statistics.stdev(lengths), 3))
local = [sum("label=spam" in r for r in b) for b in batches]
print("local spam counts:", local, "total:", sum(local))
est_tokens = [round(L / 4) for L in lengths]
print("tokens ~", sum(est_tokens), "cost $%.4f" % (sum(est_tokens) / 1000 * 0.0025))
ratio = [f"{s / len(b):.0%}" for s, b in zip(local, batches)]
print("spam rate per batch:", ratio)
biggest = max(range(len(lengths)), key=lambda i: lengths[i])
print("longest prompt batch:", biggest, repr(prompts[biggest][:25]))
