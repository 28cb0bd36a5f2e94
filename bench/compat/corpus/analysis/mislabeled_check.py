# Heuristic: messages about prizes should be spam/promo; operational messages should be ham/alert.
SPAMMY = ("win a prize",)
suspicious = []
counts = {"spammy_text": 0, "spammy_but_ham": 0, "ops_but_spam": 0}
for line in context.splitlines():
    if not line.startswith("id="):
        continue
    label = line.split("label=")[1].split(" ")[0]
    msg = line.split('msg="')[1].rstrip('"')
    rid = int(line[3:line.index(" ")])
    if any(s in msg for s in SPAMMY):
        counts["spammy_text"] += 1
        if label in ("ham", "alert"):
            counts["spammy_but_ham"] += 1
            suspicious.append((rid, label, msg))
    elif label == "spam":
        counts["ops_but_spam"] += 1

print(counts)
print("first suspicious records:")
for rid, label, msg in suspicious[:6]:
    print(f"  #{rid:03d} [{label}] {msg!r}")
share = counts["spammy_but_ham"] / counts["spammy_text"]
print(f"{share:.0%} of prize messages are labelled ham/alert")
print("Conclusion:", "labels look unreliable" if share > 0.3 else "labels look fine")
