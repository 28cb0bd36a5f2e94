keywords = ["refund", "invoice", "password", "prize", "meeting", "delivery", "order"]
hits = {k: [] for k in keywords}
for line in context.splitlines():
    if 'msg="' not in line:
        continue
    rid = int(line.split()[0].removeprefix("id="))
    msg = line[line.index('msg="') + 5:-1].lower()
    for k in keywords:
        if k in msg:
            hits[k].append(rid)

for k, v in hits.items():
    preview = v[:5]
    more = f" (+{len(v) - 5} more)" if len(v) > 5 else ""
    print(f"{k:>9}: {len(v):3} {preview}{more}")
both = sorted(set(hits["refund"]) & set(hits["order"]))
print("refund+order overlap:", len(both), both[:8])
print("order but not refund:", len(set(hits["order"]) - set(hits["refund"])))
