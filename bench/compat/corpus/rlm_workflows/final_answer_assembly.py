import re
from collections import Counter

rows = re.findall(r"id=(\d+) user=(\w+) label=(\w+) amount=([\d.]+)", context)
print("parsed rows:", len(rows))

spam_users = Counter(u for _, u, lab, _ in rows if lab == "spam")
top_user, top_n = spam_users.most_common(1)[0]
print("spam by user:", dict(spam_users.most_common()))

evidence = [f"id={i} amount={a}" for i, u, lab, a in rows if u == top_user and lab == "spam"]
check = rlm_query("\n".join(evidence), f"Is {top_user} a spammer?")
print("sub-check:", check)

parts = [
    f"The user with the most spam-labelled records is {top_user} ({top_n} records).",
    f"Evidence ids: {', '.join(e.split()[0][3:] for e in evidence[:6])}" + (" ..." if len(evidence) > 6 else ""),
    f"Total spam amount for {top_user}: {sum(float(e.split('amount=')[1]) for e in evidence):.2f}",
]
FINAL = " ".join(parts)
print("FINAL:", FINAL)
