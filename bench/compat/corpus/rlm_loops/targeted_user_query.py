import re

target = "frank"
pat = re.compile(rf"^id=(\d+) user={target} .*?msg=\"([^\"]*)\"$", re.M)
hits = pat.findall(context)
print(f"{target}: {len(hits)} records")
print("first ids:", [int(i) for i, _ in hits[:8]])

topics = {}
for rid, msg in hits:
    key = " ".join(w for w in msg.split() if not w.isdigit())
    topics.setdefault(key, []).append(int(rid))

for k in sorted(topics, key=lambda k: (-len(topics[k]), k)):
    print(f"  {len(topics[k])}x {k!r}")

evidence = "\n".join(f"{rid}: {msg}" for rid, msg in hits)
final = rlm_query(evidence, f"Does {target} show abusive behaviour?")
print(final)
answer = f"{target} has {len(hits)} records across {len(topics)} topics; sub-model says: {final}"
print(answer)
