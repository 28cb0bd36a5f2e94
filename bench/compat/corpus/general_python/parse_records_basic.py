lines = context.splitlines()
print(len(lines), "lines")
records = []
notes = []
for line in lines:
    if line.startswith("NOTE"):
        notes.append(line)
        continue
    head, _, msg = line.partition(' msg=')
    rec = dict(kv.split("=", 1) for kv in head.split())
    rec["msg"] = msg.strip('"')
    rec["id"] = int(rec["id"])
    rec["amount"] = float(rec["amount"])
    records.append(rec)
print(len(records), "records,", len(notes), "notes")
print(records[0])
print(records[-1]["user"], records[-1]["msg"])
print(notes[:2])
users = sorted({r["user"] for r in records})
print(users)
