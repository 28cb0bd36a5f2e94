records = []
notes = []
for line in context.splitlines():
    line = line.strip()
    if not line:
        continue
    if line.startswith("NOTE"):
        notes.append(line)
        continue
    head, _, msg = line.partition(' msg=')
    rec = dict(kv.split('=', 1) for kv in head.split())
    rec['msg'] = msg.strip('"')
    rec['id'] = int(rec['id'])
    rec['amount'] = float(rec['amount'])
    records.append(rec)

print(len(records), "records,", len(notes), "notes")
print(records[0])
print(records[-1]['id'], records[-1]['user'], records[-1]['msg'])
print(sorted(records[0].keys()))
print(notes[:2])
