import re
from collections import defaultdict

rx = re.compile(r'label=(?P<label>\w+).*?msg="(?P<msg>[^"]+)"')
by_label = defaultdict(list)
for m in rx.finditer(context):
    by_label[m['label']].append(m['msg'])

for label in sorted(by_label):
    msgs = by_label[label]
    kinds = defaultdict(int)
    for msg in msgs:
        kinds[re.sub(r'\d+', '#', msg)] += 1
    top = sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))[:2]
    print(f"{label}: {len(msgs)} msgs, top: {top}")

prompts = [f"Classify these {k} messages:\n" + "\n".join(v[:10]) for k, v in sorted(by_label.items())]
for p, ans in zip(prompts, llm_query_batched(prompts)):
    print(len(p), ans)
