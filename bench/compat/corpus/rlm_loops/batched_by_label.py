import re
from collections import defaultdict

by_label = defaultdict(list)
for line in context.splitlines():
    m = re.search(r"label=(\w+)", line)
    if m:
        by_label[m.group(1)].append(line)

labels = sorted(by_label)
print("labels:", labels)
prompts = [
    f"Summarize the {lab} messages below in one sentence.\n" + "\n".join(by_label[lab])
    for lab in labels
]
results = llm_query_batched(prompts)
summary = {lab: res for lab, res in zip(labels, results)}
for lab, res in summary.items():
    print(f"{lab:>6} ({len(by_label[lab]):3d} rows): {res}")

longest = max(summary, key=lambda k: len(prompts[labels.index(k)]))
print("largest prompt was for:", longest)
