def parse(line):
    head, msg = line.split(' msg=', 1)
    rec = {k: v for k, v in (t.split('=', 1) for t in head.split())}
    rec['msg'] = msg[1:-1]
    return rec

rows = [parse(l) for l in context.splitlines() if l.startswith('id=')]
high = [r for r in rows if float(r['amount']) >= 190]
high.sort(key=lambda r: -float(r['amount']))
print(f"{len(high)} rows with amount >= 190")
for r in high:
    print(r['id'].rjust(4), r['user'], r['amount'], r['region'], '|', r['msg'])
users = sorted({r['user'] for r in high})
print("users:", ", ".join(users))
low = min(rows, key=lambda r: float(r['amount']))
print("lowest:", low)
