import re
from collections import Counter

recs = [dict(re.findall(r'(\w+)=("[^"]*"|\S+)', l)) for l in context.splitlines() if l.startswith("id=")]
for r in recs:
    r["msg"] = r["msg"].strip('"')
    r["amount"] = float(r["amount"])

alerts = [r for r in recs if r["label"] == "alert"]
top_users = Counter(r["user"] for r in alerts).most_common(3)
sub_answers = llm_query_batched([f"Why was alert {r['id']} raised? {r['msg']}" for r in alerts[:3]])

parts = [
    f"Found {len(alerts)} alerts out of {len(recs)} records.",
    "Top users: " + ", ".join(f"{u} ({n})" for u, n in top_users) + ".",
    f"Largest alert amount: {max(r['amount'] for r in alerts):.2f}.",
    "Sample explanations:",
    *[f"  {i}. {a}" for i, a in enumerate(sub_answers, 1)],
]
FINAL_ANSWER = "\n".join(parts)
print(FINAL_ANSWER)
print(len(FINAL_ANSWER.splitlines()))
