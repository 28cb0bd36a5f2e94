records = []
for line in context.splitlines():
    if line.startswith("NOTE"):
        continue
    head, _, msg = line.partition(' msg=')
    rec = dict(kv.split("=", 1) for kv in head.split())
    rec["msg"] = msg.strip('"')
    rec["id"] = int(rec["id"])
    rec["amount"] = float(rec["amount"])
    records.append(rec)
print(len(records), "records")
print(records[0])
print(sorted(records[0].keys()))
print(max(records, key=lambda r: r["amount"])["id"])
