import re
from collections import Counter

msgs = re.findall(r'msg="([^"]*)"', context)
print("messages:", len(msgs))

templates = Counter(re.sub(r"\d+", "<N>", m) for m in msgs)
print("distinct templates:", len(templates))
for t, n in templates.most_common():
    print(f"  {n:3d}  {t}")

# ask the sub-model to classify each *template* once instead of every message
tmpl_list = list(templates)
answers = llm_query_batched([f"Classify intent of: {t}" for t in tmpl_list])
intent = dict(zip(tmpl_list, answers))

first = tmpl_list[0]
print("example:", first, "->", intent[first])
weighted = sorted(((templates[t], t) for t in intent), reverse=True)[:3]
print("top3:", weighted)
